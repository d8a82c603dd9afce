import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Permission } from '@app/domain';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../platform/passwords';
import { openTestDatabase } from './template-database';

export interface TestUser {
  id: number;
  email: string;
  cookie: string;
  csrf: string;
  socketToken: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Creates a user (admin or with the given permissions) and logs them in. */
  user(options?: { admin?: boolean; permissions?: Permission[]; name?: string }): Promise<TestUser>;
  /** inject() as this user, with session cookie and anti-forgery header. */
  as(user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const password = 'Test-Passwort-2026';

/**
 * A fresh application on a database of its own, a copy of the run's migrated template: PGlite in memory,
 * or, when TEST_DATABASE_URL is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** PGlite on disk in `env.DATA_DIR` (backup tests; not on PostgreSQL) instead of in memory. */
  options: { diskDatabase?: boolean } = {},
): Promise<TestApp> {
  const { database, drop: dropDatabase } = await openTestDatabase(
    inject('migratedTemplate'),
    process.env.TEST_DATABASE_URL,
    options.diskDatabase && env.DATA_DIR ? env.DATA_DIR : undefined,
  );
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, checkAnswers: true });
  await app.ready();
  const passwordHash = await hashPassword(password);
  let counter = 0;

  return {
    app,
    database,
    async user({ admin = false, permissions = [], name } = {}) {
      counter += 1;
      const email = `user${counter}@example.at`;
      const [row] = await database.db
        .insert(users)
        .values({
          email,
          name: name ?? `Benutzer ${counter}`,
          password_hash: passwordHash,
          is_admin: admin,
          berechtigungen: permissions,
        })
        .returning();
      const res = await app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      const data = res.json().data;
      return {
        id: row!.id,
        email,
        cookie: `sid=${cookie.value}`,
        csrf: data.csrfToken,
        socketToken: data.socketToken,
      };
    },
    as(user, options) {
      return app.inject({
        ...options,
        headers: { cookie: user.cookie, 'x-csrf-token': user.csrf, ...(options.headers ?? {}) },
      });
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
