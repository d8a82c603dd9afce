import { describe, expect, it } from 'vitest';
import { GrundkostenanteilCreateSchema, WidmungZeileSchema } from './grundkostenanteile';
import { messages } from './messages';

const zeile = { widmung: 'Wohngebiet', bauklasse: 'III', flaeche: '500', hoehe: '16', hoehe_geschoss: '3' };
const fehler = (input: unknown) => {
  const r = WidmungZeileSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Widmung row schema', () => {
  it('reads de-AT numbers and defaults nfl_bgf to 0.78', () => {
    expect(WidmungZeileSchema.parse({ ...zeile, flaeche: '1.234,5', nfl_bgf: '' })).toEqual({
      widmung: 'Wohngebiet',
      bauklasse: 'III',
      flaeche: 1234.5,
      hoehe: 16,
      hoehe_geschoss: 3,
      nfl_bgf: 0.78,
    });
    expect(WidmungZeileSchema.parse({ ...zeile, bauklasse: '' }).bauklasse).toBeNull();
  });
  it('bauklasse is I to VI', () => {
    expect(fehler({ ...zeile, bauklasse: 'VI' })).toEqual({});
    expect(fehler({ ...zeile, bauklasse: 'VII' })).toEqual({ bauklasse: messages.gkaBauklasseUngueltig });
  });
  it('areas and heights must be positive', () => {
    expect(fehler({ ...zeile, flaeche: '0' })).toEqual({ flaeche: messages.bwZahlPositiv });
    expect(fehler({ ...zeile, flaeche: '0,01' })).toEqual({});
    expect(fehler({ ...zeile, hoehe: '-3' })).toMatchObject({ hoehe: messages.bwZahlPositiv });
    expect(fehler({ ...zeile, hoehe_geschoss: '' })).toEqual({ hoehe_geschoss: messages.pflichtfeld });
    expect(fehler({ ...zeile, flaeche: 'viel' })).toEqual({ flaeche: messages.keineZahl });
  });
  it('nfl_bgf: 0 < x ≤ 1', () => {
    expect(fehler({ ...zeile, nfl_bgf: '0' })).toEqual({ nfl_bgf: messages.gkaNflBgfUngueltig });
    expect(fehler({ ...zeile, nfl_bgf: '0,001' })).toEqual({});
    expect(fehler({ ...zeile, nfl_bgf: '1' })).toEqual({});
    expect(fehler({ ...zeile, nfl_bgf: '1,001' })).toEqual({ nfl_bgf: messages.gkaNflBgfUngueltig });
  });
  it('the storey height may not exceed the building height (equal gives one storey)', () => {
    expect(fehler({ ...zeile, hoehe: '3', hoehe_geschoss: '3' })).toEqual({});
    expect(fehler({ ...zeile, hoehe: '3', hoehe_geschoss: '3,01' })).toEqual({
      hoehe_geschoss: messages.gkaGeschossHoeherAlsGebaeude,
    });
  });
});

describe('Grundkostenanteil schema', () => {
  it('rounds the purchase price override to whole euros; empty means the sum of the Ankäufe', () => {
    expect(
      GrundkostenanteilCreateSchema.parse({ projekt_id: 3, kaufpreis_summe: '1.234.567,50' }).kaufpreis_summe,
    ).toBe(1234568);
    expect(
      GrundkostenanteilCreateSchema.parse({ projekt_id: 3, kaufpreis_summe: '1234567,49' }).kaufpreis_summe,
    ).toBe(1234567);
    expect(GrundkostenanteilCreateSchema.parse({ projekt_id: 3, kaufpreis_summe: '' })).toMatchObject({
      kaufpreis_summe: null,
      widmungen: [],
    });
  });
  it('needs a project and a non-negative price', () => {
    const r = GrundkostenanteilCreateSchema.safeParse({ projekt_id: '', kaufpreis_summe: '-1' });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['projekt_id', messages.projektPflicht],
      ['kaufpreis_summe', messages.bwBetragUngueltig],
    ]);
  });
});
