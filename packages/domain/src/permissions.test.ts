import { describe, expect, it } from 'vitest';
import { allPermissions, hasPermission, isPermission } from './permissions';
import { topicPermission } from './realtime';

describe('permissions', () => {
  it('admins hold all, others only what they were given', () => {
    expect(allPermissions.every((p) => hasPermission({ isAdmin: true, berechtigungen: [] }, p))).toBe(true);
    const staff = { isAdmin: false, berechtigungen: ['personen.lesen'] };
    expect(hasPermission(staff, 'personen.lesen')).toBe(true);
    expect(hasPermission(staff, 'personen.bearbeiten')).toBe(false);
    expect(isPermission('personen.lesen')).toBe(true);
    expect(isPermission('toString')).toBe(false);
  });

  it('while acting as another user, user administration is refused even to an admin', () => {
    const as = { isAdmin: true, berechtigungen: [], originalUser: { id: 1 } };
    expect(hasPermission(as, 'personen.bearbeiten')).toBe(true);
    expect(hasPermission(as, 'benutzer.verwalten')).toBe(false);
    expect(hasPermission(as, 'benutzer.anmelden_als')).toBe(false);
  });

  it('every socket topic of SPEC §7 needs a permission; unknown topics none', () => {
    expect(topicPermission('fbuch:auszug-12')).toBe('fbuch.abfragen');
    expect(topicPermission('import:kaufobjekte-3')).toBe('importe.nutzen');
    expect(topicPermission('monitor:frontend')).toBe('monitor.sehen');
    expect(topicPermission('projektsuche')).toBe('projekte.lesen');
    expect(topicPermission('fbuch:auszug-x')).toBeNull();
  });
});
