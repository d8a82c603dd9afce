import { describe, expect, it } from 'vitest';
import { formToApi } from './form-input';
import { messages } from './messages';
import { parseTzListe, TzabfrageCreateSchema, tzBereich } from './tzabfrage';

describe('parseTzListe', () => {
  it('reads ranges, single TZ with full or short years, bare numbers and pasted lists', () => {
    expect(parseTzListe('1–5/2018', 2018)).toEqual({ ok: true, tz: [1, 2, 3, 4, 5] });
    expect(parseTzListe('1 - 3 / 2018', 2018)).toEqual({ ok: true, tz: [1, 2, 3] });
    expect(parseTzListe('TZ 1234/2018', 2018)).toEqual({ ok: true, tz: [1234] });
    expect(parseTzListe('1234/18', 2018)).toEqual({ ok: true, tz: [1234] });
    expect(parseTzListe('tz1481/18; 12\n7, TZ 9–10/2018 12', 2018)).toEqual({
      ok: true,
      tz: [7, 9, 10, 12, 1481],
    });
    const big = parseTzListe('1–5000/2018', 2018);
    expect(big.ok && big.tz.length).toBe(5000);
  });

  it('refuses what is no TZ, another year, reversed ranges, nothing and too many, in German', () => {
    expect(parseTzListe('abc', 2018)).toEqual({ ok: false, fehler: messages.tzUngueltig('abc') });
    expect(parseTzListe('1234/2017', 2018)).toEqual({
      ok: false,
      fehler: messages.tzFalschesJahr('1234/2017', 2018),
    });
    expect(parseTzListe('1234/17', 2018)).toEqual({
      ok: false,
      fehler: messages.tzFalschesJahr('1234/17', 2018),
    });
    expect(parseTzListe('50–10/2018', 2018)).toEqual({
      ok: false,
      fehler: messages.tzUngueltig('50–10/2018'),
    });
    expect(parseTzListe('0', 2018)).toEqual({ ok: false, fehler: messages.tzUngueltig('0') });
    expect(parseTzListe('  ', 2018)).toEqual({ ok: false, fehler: messages.tzKeine });
    expect(parseTzListe('1–30000/2018', 2018)).toEqual({ ok: false, fehler: messages.tzZuViele(20_000) });
  });

  it('describes a batch briefly', () => {
    expect(tzBereich([1, 2, 3], 2018)).toBe('1–3/2018');
    expect(tzBereich([7], 2018)).toBe('7/2018');
    expect(tzBereich([1, 5, 9, 12], 2018)).toBe('1, 5, 9 … (4)/2018');
  });
});

describe('TzabfrageCreateSchema', () => {
  it('parses the form and puts problems on their fields', () => {
    const form = { gericht: '631', jahr: '2018', tz: '1–3/2018' };
    expect(TzabfrageCreateSchema.parse(formToApi(TzabfrageCreateSchema, form))).toEqual({
      gericht: '631',
      jahr: 2018,
      tz: [1, 2, 3],
    });
    // The API takes the year as a JSON number only (issue 30).
    expect(TzabfrageCreateSchema.safeParse(form).success).toBe(false);
    const bad = TzabfrageCreateSchema.safeParse({ gericht: '63', jahr: 1999, tz: 'x' });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['gericht', 'jahr']));
    const badTz = TzabfrageCreateSchema.safeParse({ gericht: '631', jahr: 2018, tz: '1/2017' });
    expect(badTz.error!.issues).toMatchObject([
      { path: ['tz'], message: messages.tzFalschesJahr('1/2017', 2018) },
    ]);
  });
});
