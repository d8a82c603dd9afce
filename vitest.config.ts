import { defineConfig } from 'vitest/config';

// Four projects: the pure domain rules, the lint rules, the server's API tests (each test file gets its own database), and
// unit tests of the web's generic pieces in jsdom (fetch mocked; the server is tested on its own).
export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers match the two cores of the CI machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The custom ESLint rules and the import directions of eslint.config.js.
      { test: { name: 'eslint', include: ['eslint/**/*.test.js'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates one template database per run; each test file gets its own copy (testing/template-database.ts).
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Fails a test whose answers the OpenAPI document does not declare (platform/document-check.ts).
          setupFiles: ['apps/server/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
