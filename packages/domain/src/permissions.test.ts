import { describe, expect, it } from 'vitest';
import { areaPermissionCatalogue } from './areas';
import { allPermissions, hasPermission, isPermission, permissionDefinitions } from './permissions';
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

  it('the catalogue is in the order of stored lists, as before the pairs moved into the definitions', () => {
    // Taken before issue 26 moved the area pairs into areas.ts: key, group, templates, label, in order.
    // Areas added since append their pairs, nothing else.
    const entries = Object.entries(permissionDefinitions).map(([key, d]) => [
      key,
      d.group,
      d.vorlagen.join(', '),
      d.label,
    ]);
    const before = 22;
    expect(entries.slice(before).every(([key]) => key! in areaPermissionCatalogue)).toBe(true);
    // The templates that hold every reading permission, and the group of the data-quality tools.
    const alle = 'Sachbearbeitung, Lesezugriff, Datenqualität, Import';
    const qi = 'Qualität und Importe';
    const [sb, dq, vw] = ['Sachbearbeitung', 'Datenqualität', 'Verwaltung'];
    expect(entries.slice(0, before)).toEqual([
      ['personen.lesen', 'Stammdaten', alle, 'Personen ansehen'],
      ['personen.bearbeiten', 'Stammdaten', sb, 'Personen anlegen, bearbeiten, löschen'],
      ['firmen.lesen', 'Stammdaten', alle, 'Firmen ansehen'],
      ['firmen.bearbeiten', 'Stammdaten', sb, 'Firmen anlegen, bearbeiten, löschen'],
      ['fbuch.abfragen', qi, 'Sachbearbeitung, Import', 'Firmenbuchauszüge abfragen'],
      ['exporte.nutzen', 'Exporte', sb, 'Listen exportieren (CSV)'],
      ['projekte.lesen', 'Stammdaten', alle, 'Projekte ansehen'],
      ['projekte.bearbeiten', 'Stammdaten', sb, 'Projekte anlegen, bearbeiten, löschen'],
      ['transaktionen.lesen', 'Transaktionen', alle, 'Kaufobjekte, Ankäufe, Vermarktung ansehen'],
      ['transaktionen.bearbeiten', 'Transaktionen', sb, 'Kaufobjekte, Ankäufe, Vermarktung bearbeiten'],
      [
        'bewertung.lesen',
        'Bewertung',
        alle,
        'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
      ],
      [
        'bewertung.bearbeiten',
        'Bewertung',
        sb,
        'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
      ],
      [
        'datencheck.nutzen',
        qi,
        dq,
        'Datencheck nutzen (Ergebnisse, Ausnahmen, eigene Benachrichtigungen ansehen)',
      ],
      ['datencheck.pruefen', qi, dq, 'Datencheck-Prüfungen starten'],
      ['datencheck.abfragen', qi, dq, 'Datencheck-Abfragen anlegen und bearbeiten'],
      ['datencheck.ausnahmen', qi, dq, 'Datencheck-Ausnahmen setzen und aufheben'],
      ['datencheck.benachrichtigen', qi, dq, 'Aus dem Datencheck benachrichtigen'],
      ['importe.nutzen', qi, 'Import', 'Urkunden- und Grundbuchimporte durchführen'],
      ['monitor.sehen', vw, '', 'Frontend-Monitor ansehen'],
      ['monitor.verwalten', vw, '', 'Kunden, Frontend-BenutzerInnen, Monitoring und API-Schlüssel verwalten'],
      [
        'benutzer.verwalten',
        vw,
        '',
        'BenutzerInnen und Berechtigungsvorlagen verwalten, Passwörter zurücksetzen, anonymisieren',
      ],
      ['benutzer.anmelden_als', vw, '', 'Als andere BenutzerIn anmelden (mit Grund, höchstens 60 Minuten)'],
    ]);
  });
});
