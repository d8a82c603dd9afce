import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for the two-command start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value in German, one line each', () => {
    expect(() => loadConfig({ PORT: 'achtzig', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'kurz' })).toThrow(
      /Ungültige Konfiguration:\n- PORT: .*\n- DATABASE_URL: muss mit postgres:\/\/ oder postgresql:\/\/ beginnen\n- ADMIN_PASSWORD: muss mindestens 10 Zeichen haben/,
    );
  });
});
