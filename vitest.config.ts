import { defineConfig } from 'vitest/config';

// Two projects: the pure domain rules, and the server's API tests (each test file gets its own database).
export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers match the two cores of the CI machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
