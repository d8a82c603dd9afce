import { describe, expect, it } from 'vitest';
import { isPermission } from '@app/domain';
import { shellRoutes } from './shell-routes';

const access = (path: string) => shellRoutes.find((r) => r.path === path)?.handle;

describe('shellRoutes', () => {
  it('every page behind the login but the start page declares the permission it needs', () => {
    const declared = shellRoutes.filter((r) => !r.index && r.path !== '*');
    expect(declared.length).toBeGreaterThan(40);
    for (const route of declared) {
      expect(isPermission(route.handle?.lesen), route.path).toBe(true);
      expect(route.handle?.bereich, route.path).toBeTruthy();
    }
  });

  it('extra pages take their area permission unless they name a stricter one', () => {
    expect(access('benutzer')?.lesen).toBe('benutzer.verwalten');
    expect(access('benutzer/vorlagen')?.lesen).toBe('benutzer.verwalten');
    expect(access('benachrichtigungen')?.lesen).toBe('datencheck.nutzen');
    expect(access('monitor/api-schluessel')?.lesen).toBe('monitor.verwalten');
    expect(access('monitor')?.lesen).toBe('monitor.sehen');
  });
});
