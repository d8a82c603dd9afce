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
    expect(entries.slice(0, before)).toEqual([
      [
        'personen.lesen',
        'Stammdaten',
        'Sachbearbeitung, Lesezugriff, Datenqualität, Import',
        'Personen ansehen',
      ],
      ['personen.bearbeiten', 'Stammdaten', 'Sachbearbeitung', 'Personen anlegen, bearbeiten, löschen'],
      ['firmen.lesen', 'Stammdaten', 'Sachbearbeitung, Lesezugriff, Datenqualität, Import', 'Firmen ansehen'],
      ['firmen.bearbeiten', 'Stammdaten', 'Sachbearbeitung', 'Firmen anlegen, bearbeiten, löschen'],
      ['fbuch.abfragen', 'Qualität und Importe', 'Sachbearbeitung, Import', 'Firmenbuchauszüge abfragen'],
      ['exporte.nutzen', 'Exporte', 'Sachbearbeitung', 'Listen exportieren (CSV)'],
      [
        'projekte.lesen',
        'Stammdaten',
        'Sachbearbeitung, Lesezugriff, Datenqualität, Import',
        'Projekte ansehen',
      ],
      ['projekte.bearbeiten', 'Stammdaten', 'Sachbearbeitung', 'Projekte anlegen, bearbeiten, löschen'],
      [
        'transaktionen.lesen',
        'Transaktionen',
        'Sachbearbeitung, Lesezugriff, Datenqualität, Import',
        'Kaufobjekte, Ankäufe, Vermarktung ansehen',
      ],
      [
        'transaktionen.bearbeiten',
        'Transaktionen',
        'Sachbearbeitung',
        'Kaufobjekte, Ankäufe, Vermarktung bearbeiten',
      ],
      [
        'bewertung.lesen',
        'Bewertung',
        'Sachbearbeitung, Lesezugriff, Datenqualität, Import',
        'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
      ],
      [
        'bewertung.bearbeiten',
        'Bewertung',
        'Sachbearbeitung',
        'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
      ],
      [
        'datencheck.nutzen',
        'Qualität und Importe',
        'Datenqualität',
        'Datencheck nutzen (Ergebnisse, Ausnahmen, eigene Benachrichtigungen ansehen)',
      ],
      ['datencheck.pruefen', 'Qualität und Importe', 'Datenqualität', 'Datencheck-Prüfungen starten'],
      [
        'datencheck.abfragen',
        'Qualität und Importe',
        'Datenqualität',
        'Datencheck-Abfragen anlegen und bearbeiten',
      ],
      [
        'datencheck.ausnahmen',
        'Qualität und Importe',
        'Datenqualität',
        'Datencheck-Ausnahmen setzen und aufheben',
      ],
      [
        'datencheck.benachrichtigen',
        'Qualität und Importe',
        'Datenqualität',
        'Aus dem Datencheck benachrichtigen',
      ],
      ['importe.nutzen', 'Qualität und Importe', 'Import', 'Urkunden- und Grundbuchimporte durchführen'],
      ['monitor.sehen', 'Verwaltung', '', 'Frontend-Monitor ansehen'],
      [
        'monitor.verwalten',
        'Verwaltung',
        '',
        'Kunden, Frontend-BenutzerInnen, Monitoring und API-Schlüssel verwalten',
      ],
      [
        'benutzer.verwalten',
        'Verwaltung',
        '',
        'BenutzerInnen und Berechtigungsvorlagen verwalten, Passwörter zurücksetzen, anonymisieren',
      ],
      [
        'benutzer.anmelden_als',
        'Verwaltung',
        '',
        'Als andere BenutzerIn anmelden (mit Grund, höchstens 60 Minuten)',
      ],
    ]);
  });
});
