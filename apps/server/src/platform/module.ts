import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { FileStorage } from './files';
import type { Geocoder } from './providers/geocoding';

/** What every module's routes get (app.ts builds it once); the app's jobs and realtime are on `app`. */
export interface ModuleContext {
  db: Db;
  database: Database;
  config: Config;
  storage: FileStorage;
  geocoder: Geocoder;
}

/** A module: a Fastify plugin over the shared context (modules/index.ts lists them all). */
export type Module = FastifyPluginAsyncZod<ModuleContext>;

/**
 * One special operation of an area beside its standard routes: its route with its schema, in
 * `modules/<area>/operations/<name>.ts`, registered from the area's routes file. `C` is what it needs.
 */
export type Operation<C = ModuleContext> = (app: Parameters<Module>[0], ctx: C) => void;
