import { describe, expect, it } from 'vitest';
import { formFeldLabels } from './form-feld-labels';
import { verlaufLabel, verlaufTitel, verlaufQuellen, verlaufWert } from './verlauf';

const namen = new Map([
  ['firmen', new Map([[4, 'Immo GmbH']])],
  ['url_typen', new Map([[2, 'Website']])],
]);
const wert = (table: string, feld: string, value: unknown) => verlaufWert(table, feld, value, namen);

describe('Verlauf values as the screen shows them', () => {
  it('shows names for ids, de-AT numbers and dates, Ja/Nein and – for nothing', () => {
    expect(wert('kaufobjekt_kaeufer', 'firma_id', 4)).toBe('Immo GmbH');
    expect(wert('kaufobjekt_kaeufer', 'firma_id', 9)).toBe('#9');
    expect(wert('projekt_urls', 'typ_id', 2)).toBe('Website');
    expect(wert('kaufobjekte', 'bruttopreis', 345678.5)).toBe('345.678,50');
    expect(wert('kaufobjekte', 'nutzflaeche', 72.25)).toBe('72,25');
    expect(wert('kaufobjekte', 'tz', 1234)).toBe('1234');
    expect(wert('kaufobjekte', 'kaufdatum', '2026-03-02')).toBe('02.03.2026');
    expect(wert('kaufobjekt_kaeufer', 'projektadresse', true)).toBe('Ja');
    expect(wert('kaufobjekte', 'top_nr', null)).toBe('–');
  });

  it('shows catalogue values by the labels the screens show', () => {
    expect(wert('kaufobjekte', 'status', 2)).toBe('Geprüft');
    expect(wert('ankaeufe', 'status', 2)).toBe('Doublette');
    expect(wert('angebotsobjekte', 'status', 'verfuegbar')).toBe('Verfügbar');
    expect(wert('projekte', 'status', 2)).toBe('In Bau');
    expect(wert('zertifizierungen', 'typ_id', 'oegni')).toBe('ÖGNI/DGNB');
    expect(wert('kunden', 'monitoring_art', 1)).toBe('Schnittstelle');
    expect(wert('ausstattungsqualitaeten', 'status_online', 0)).toBe('Offline');
    expect(wert('users', 'berechtigungen', ['firmen.lesen', 'personen.lesen'])).toBe(
      'Firmen ansehen, Personen ansehen',
    );
    // A value the catalogue does not know stays as stored.
    expect(wert('kaufobjekte', 'status', 9)).toBe('9');
  });

  it('labels columns as the area’s form does, others capitalised', () => {
    expect(verlaufLabel('kaufobjekte', 'top_nr')).toBe(formFeldLabels.kaufobjekte.top_nr);
    expect(verlaufLabel('kaufobjekte', 'bruttopreis')).toBe('Bruttopreis (€)');
    expect(verlaufLabel('firmen', 'fbnr')).toBe('FirmenbuchNr');
    expect(verlaufLabel('we_objekte', 'top_nr')).toBe('Top-Nr.');
    expect(verlaufLabel('projekt_firmen', 'firma_rolle_id')).toBe('Rolle');
    expect(verlaufLabel('ausstattungsqualitaeten', 'energie_klasse')).toBe('Energie klasse');
  });

  it('titles an assignment’s entry with its label and name', () => {
    const kaeufer = verlaufQuellen.kaufobjekte.zuordnungen[0];
    expect(verlaufTitel('create', kaeufer, 'Immo GmbH', null)).toBe('Käufer hinzugefügt: Immo GmbH');
    expect(verlaufTitel('delete', kaeufer, null, null)).toBe('Käufer entfernt');
    expect(verlaufTitel('update', undefined, null, 'wiederherstellung')).toBe('Wiederhergestellt');
  });
});

describe('Verlauf sources', () => {
  it('are each standard area’s, in the order the Änderungsprotokoll has always offered them', () => {
    // Taken before issue 26 moved the sources into the definitions: area (with its table where that is
    // named otherwise), assignments, in order (areas added since follow).
    const zuordnungen = (q: (typeof verlaufQuellen)[keyof typeof verlaufQuellen]) =>
      q.zuordnungen.map((z) => `${z.table}.${z.parent} ${z.label} ${z.name.join('|')}`).join(', ');
    const entries = Object.entries(verlaufQuellen).map(([key, q]) => [
      key === q.table ? key : `${key} (${q.table})`,
      zuordnungen(q),
    ]);
    expect(entries.slice(0, 15)).toEqual([
      ['firmen', ''],
      ['personen', ''],
      [
        'projekte',
        'projekt_firmen.projekt_id Firma firma_id, projekt_urls.projekt_id URL url, erfassungsnotizen.projekt_id Erfassungsnotiz text',
      ],
      [
        'kaufobjekte',
        'kaufobjekt_kaeufer.kaufobjekt_id Käufer firma_id|person_id, ko_zuordnungen.kaufobjekt_id WE-Zuordnung angebotsobjekt_id',
      ],
      ['ankaeufe', 'ankauf_verkaeufer.ankauf_id Verkäufer firma_id'],
      ['vermarktung (vermarktungen)', 'vermarktung_makler.vermarktung_id Makler firma_id'],
      ['angebotsobjekte', 'ko_zuordnungen.angebotsobjekt_id WE-Zuordnung kaufobjekt_id'],
      [
        'ausstattungsqualitaeten',
        'bab_bewertungen.ausstattungsqualitaet_id Bewertung gebaeudeteil_id, bab_spezialausstattung.ausstattungsqualitaet_id Spezialausstattung spezialausstattung_id',
      ],
      ['grundkostenanteile', 'gka_widmungen.grundkostenanteil_id Widmung widmung'],
      ['zertifizierungen', ''],
      ['nutzwertgutachten', 'we_objekte.nutzwertgutachten_id WE-Objekt top_nr'],
      ['datencheck (datencheck_abfragen)', ''],
      ['benutzer (users)', ''],
      ['kunden', ''],
      ['frontendbenutzer (frontend_benutzer)', ''],
    ]);
  });
});
