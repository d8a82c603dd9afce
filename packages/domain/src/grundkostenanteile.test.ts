import { describe, expect, it } from 'vitest';
import { formToApi } from './form-input';
import { GrundkostenanteilCreateSchema, WidmungZeileSchema } from './grundkostenanteile';
import { messages } from './messages';

const zeile = { widmung: 'Wohngebiet', bauklasse: 'III', flaeche: '500', hoehe: '16', hoehe_geschoss: '3' };
/** A row as a form holds it (text as typed), converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) => formToApi(WidmungZeileSchema, values);
const fehler = (input: Record<string, unknown>) => {
  const r = WidmungZeileSchema.safeParse(fromForm(input));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const gka = (values: Record<string, unknown>) =>
  GrundkostenanteilCreateSchema.safeParse(formToApi(GrundkostenanteilCreateSchema, values));

describe('Widmung row schema', () => {
  it('the API takes JSON values only: true, [7], [], text are refused (issue 30)', () => {
    const exact = { widmung: 'Wohngebiet', bauklasse: 'III', flaeche: 500, hoehe: 16, hoehe_geschoss: 3 };
    expect(WidmungZeileSchema.safeParse(exact).success).toBe(true);
    for (const [key, bad] of [
      ['flaeche', true],
      ['hoehe', [7]],
      ['hoehe_geschoss', []],
      ['flaeche', '1.234,5'],
      ['hoehe', '16'],
      ['nfl_bgf', '0,78'],
      ['nfl_bgf', null],
      ['bauklasse', ''],
    ] as const)
      expect(
        WidmungZeileSchema.safeParse({ ...exact, [key]: bad }).success,
        `${key} ${JSON.stringify(bad)}`,
      ).toBe(false);
    for (const [key, bad] of [
      ['projekt_id', '3'],
      ['kaufpreis_summe', '1000'],
      ['kaufpreis_summe', true],
    ] as const)
      expect(
        GrundkostenanteilCreateSchema.safeParse({ projekt_id: 3, [key]: bad }).success,
        `${key} ${JSON.stringify(bad)}`,
      ).toBe(false);
  });

  it('a form converts de-AT numbers; nfl_bgf defaults to 0.78', () => {
    expect(WidmungZeileSchema.parse(fromForm({ ...zeile, flaeche: '1.234,5', nfl_bgf: '' }))).toEqual({
      widmung: 'Wohngebiet',
      bauklasse: 'III',
      flaeche: 1234.5,
      hoehe: 16,
      hoehe_geschoss: 3,
      nfl_bgf: 0.78,
    });
    expect(WidmungZeileSchema.parse(fromForm({ ...zeile, bauklasse: '' })).bauklasse).toBeNull();
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
      GrundkostenanteilCreateSchema.parse({ projekt_id: 3, kaufpreis_summe: 1234567.5 }).kaufpreis_summe,
    ).toBe(1234568);
    expect(gka({ projekt_id: 3, kaufpreis_summe: '1.234.567,50' }).data?.kaufpreis_summe).toBe(1234568);
    expect(gka({ projekt_id: 3, kaufpreis_summe: '1234567,49' }).data?.kaufpreis_summe).toBe(1234567);
    expect(gka({ projekt_id: 3, kaufpreis_summe: '' }).data).toMatchObject({
      kaufpreis_summe: null,
      widmungen: [],
    });
  });
  it('needs a project and a non-negative price', () => {
    const r = gka({ projekt_id: '', kaufpreis_summe: '-1' });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['projekt_id', messages.projektPflicht],
      ['kaufpreis_summe', messages.bwBetragUngueltig],
    ]);
  });
});
