import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, type MigratedTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this run (see template-database.ts). */
    migratedTemplate: MigratedTemplate;
  }
}

/** Vitest global setup of the server project: migrates the template once per run, removes it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createMigratedTemplate(process.env.TEST_DATABASE_URL);
  project.provide('migratedTemplate', template);
  return remove;
}
