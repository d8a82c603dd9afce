import { defineConfig } from '@playwright/test';

// The built application on its own port and a throw-away PGlite directory, driven in Debian's Chromium.
// E2E_PORT lets two runs side by side use their own server and data directory.
const port = process.env.E2E_PORT ?? '3210';
export const baseURL = `http://127.0.0.1:${port}`;
export const admin = { email: 'e2e-admin@example.at', password: 'E2e-Admin-Passwort' };
// E2E_DATABASE_URL (a fresh PostgreSQL database): the server runs on it, and a second instance on port + 100
// shares it — live.spec's second user works on that one (changes and presence across instances).
const databaseUrl = process.env.E2E_DATABASE_URL;
export const secondBaseURL = databaseUrl ? `http://127.0.0.1:${Number(port) + 100}` : baseURL;

const server = (serverPort: string) => ({
  // E2E_SERVER: another server bundle (apps/server OUT_DIR); WEB_DIST is passed through for its SPA.
  command: `rm -rf .data-${serverPort} && node ${process.env.E2E_SERVER ?? '../apps/server/dist/main.js'}`,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: {
    PORT: serverPort,
    HOST: '127.0.0.1',
    DATA_DIR: `.data-${serverPort}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100',
  },
});

export default defineConfig({
  testDir: './tests',
  // E2E_OUTPUT_DIR: two runs side by side (CI's two halves) must not clear each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // CI runs two halves on two cores: scenario tests of 9–20 s quiet ran out of 30 s there (firmen create,
  // the 1,400 px walk). A hang still ends at the 7 s of the step's expect.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more and counts as flaky (reported as such): two halves share the two cores
  // and each CI run met one timing flake in a different test; locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: databaseUrl ? [server(port), server(String(Number(port) + 100))] : server(port),
});
