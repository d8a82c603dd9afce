import { describe, expect, it } from 'vitest';
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
    expect(wert('kaufobjekte', 'status', 1)).toBe('1');
    expect(wert('kaufobjekte', 'kaufdatum', '2026-03-02')).toBe('02.03.2026');
    expect(wert('kaufobjekt_kaeufer', 'projektadresse', true)).toBe('Ja');
    expect(wert('kaufobjekte', 'top_nr', null)).toBe('–');
    expect(wert('users', 'berechtigungen', ['firmen.lesen', 'personen.lesen'])).toBe(
      'firmen.lesen, personen.lesen',
    );
  });

  it('labels columns as the forms do, others capitalised', () => {
    expect(verlaufLabel('top_nr')).toBe('Top-Nr.');
    expect(verlaufLabel('firma_rolle_id')).toBe('Rolle');
    expect(verlaufLabel('energie_klasse')).toBe('Energie klasse');
  });

  it('titles an assignment’s entry with its label and name', () => {
    const kaeufer = verlaufQuellen.kaufobjekte.zuordnungen[0];
    expect(verlaufTitel('create', kaeufer, 'Immo GmbH', null)).toBe('Käufer hinzugefügt: Immo GmbH');
    expect(verlaufTitel('delete', kaeufer, null, null)).toBe('Käufer entfernt');
    expect(verlaufTitel('update', undefined, null, 'wiederherstellung')).toBe('Wiederhergestellt');
  });
});
