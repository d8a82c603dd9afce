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

  it('shortens periodic intervals only by a factor between 0.0001 and 1 (soak tests)', () => {
    expect(loadConfig({}).PERIODIC_SCALE).toBe(1);
    expect(loadConfig({ PERIODIC_SCALE: '0.005' }).PERIODIC_SCALE).toBe(0.005);
    expect(() => loadConfig({ PERIODIC_SCALE: '2' })).toThrow(/- PERIODIC_SCALE: darf höchstens 1 sein/);
    expect(() => loadConfig({ PERIODIC_SCALE: '0' })).toThrow(
      /- PERIODIC_SCALE: muss mindestens 0.0001 sein/,
    );
    expect(() => loadConfig({ PERIODIC_SCALE: 'schnell' })).toThrow(/- PERIODIC_SCALE: muss eine Zahl sein/);
  });

  it('keeps the history 10 years by default, 0 for ever, and refuses other values in German', () => {
    expect(loadConfig({}).VERLAUF_JAHRE).toBe(10);
    expect(loadConfig({ VERLAUF_JAHRE: '0' }).VERLAUF_JAHRE).toBe(0);
    expect(() => loadConfig({ VERLAUF_JAHRE: '-1' })).toThrow(
      /- VERLAUF_JAHRE: muss zwischen 0 und 100 liegen/,
    );
    expect(() => loadConfig({ VERLAUF_JAHRE: '2,5' })).toThrow(/- VERLAUF_JAHRE: /);
  });

  it('trusts proxies by address list, never any X-Forwarded-For', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '1', 'proxy.example', '10.0.0.0/x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /- TRUST_PROXY: muss false oder eine Liste der Adressen/,
      );
    }
  });
});
