import { defineConfig } from 'drizzle-kit';

// Only for `drizzle-kit generate`; migrations are applied by the server at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
