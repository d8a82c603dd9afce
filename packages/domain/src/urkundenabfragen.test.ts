import { describe, expect, it } from 'vitest';
import { formToApi } from './form-input';
import { betrag, ImportCreateSchema, offeneFelder, topNrKern, type Feld } from './urkundenabfragen';

const feld = (konfidenz: number, bestaetigt: number | null = null): Feld => ({
  wert: 'x',
  konfidenz,
  quelle: null,
  bestaetigt,
});

describe('deed import rules', () => {
  it('reads amounts as deeds write them', () => {
    expect(betrag('1.234.567,89')).toBe(1234567.89);
    expect(betrag('573.900,00')).toBe(573900);
    expect(betrag('12,5')).toBe(12.5);
    expect(betrag('abc')).toBeNull();
  });
  it('compares TopNr without the W / Top prefix', () => {
    expect(topNrKern('W 10')).toBe('10');
    expect(topNrKern('Top 10')).toBe(topNrKern('top10'));
  });
  it('asks to confirm uncertain fields and fields named by a failed cross-check, until confirmed', () => {
    const felder = { top_nr: feld(0.7), kg: feld(0.99), ez: feld(0.99), nutzflaeche: feld(0.5, 3) };
    expect(offeneFelder({ felder, pruefungen: [] })).toEqual(['top_nr']);
    expect(
      offeneFelder({ felder, pruefungen: [{ code: 'kg_projekt', feld: 'kg', text: '' }] }).sort(),
    ).toEqual(['kg', 'top_nr']);
    expect(offeneFelder({ felder: { ...felder, top_nr: feld(0.7, 1) }, pruefungen: [] })).toEqual([]);
  });
  it('validates the import form with German messages', () => {
    const r = ImportCreateSchema.safeParse({ gericht: '631', jahr: 2018, tz_von: 10, tz_bis: 5 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Die letzte TZ liegt vor der ersten.');
    expect(
      ImportCreateSchema.safeParse({ gericht: '631', jahr: 2018, tz_von: 1, tz_bis: 5000 }).success,
    ).toBe(false);
    const form = { gericht: ' 631 ', jahr: '2018', tz_von: '1', tz_bis: '1.050' };
    expect(ImportCreateSchema.parse(formToApi(ImportCreateSchema, form))).toEqual({
      gericht: '631',
      jahr: 2018,
      tz_von: 1,
      tz_bis: 1050,
    });
    // The API takes JSON numbers only (issue 30): the form's text is refused there.
    expect(ImportCreateSchema.safeParse(form).success).toBe(false);
    expect(ImportCreateSchema.safeParse({ ...form, jahr: true }).success).toBe(false);
  });
});
