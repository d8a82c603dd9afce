import { describe, expect, it } from 'vitest';
import { formToApi } from './form-input';
import {
  fbnrAuszugAllowed,
  fbnrFormatFehler,
  fbnrLookupAllowed,
  fbnrPruefbuchstabe,
  fbnrWarning,
  FirmaFieldsSchema,
  FirmaUpdateSchema,
  geocodeAbfrageFehler,
  geocodeInputError,
  isValidFbnr,
  normalizeFbnr,
} from './firmen';
import { messages } from './messages';

const parse = (input: Record<string, unknown>) =>
  FirmaFieldsSchema.safeParse({ name: 'Muster GmbH', ...input });
const fbnrErrors = (input: Record<string, unknown>) => {
  const r = parse(input);
  return r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'fbnr').map((i) => i.message);
};

describe('FirmenbuchNr (SPEC §5)', () => {
  it('removes spaces', () => {
    expect(normalizeFbnr(' 123 456 a ')).toBe('123456a');
    // As people paste it from the register, a letter or a deed: one stored form.
    for (const typed of ['FN 38240k', 'FN38240k', 'fn 38240 k', '38240K', '038240k', ' 38240 k '])
      expect(normalizeFbnr(typed), typed).toBe('38240k');
    expect(parse({ fbnr: 'FN 038240K' }).data?.fbnr).toBe('38240k');
    // Not an FN: left as typed for the format check (no digits invented or dropped).
    expect(normalizeFbnr('FN 4711')).toBe('FN4711');
    expect(normalizeFbnr('1234567x')).toBe('1234567x');
    expect(normalizeFbnr('0000000a')).toBe('0000000a');
    expect(parse({ fbnr: '12 345 b' }).data?.fbnr).toBe('12345b');
    expect(parse({ fbnr: '   ' }).data?.fbnr).toBeNull();
  });

  it('keeps the spaces of a foreign register number (issue 9 item 12)', () => {
    expect(normalizeFbnr(' HRB  12345 ', 'deu')).toBe('HRB 12345');
    expect(normalizeFbnr('12 345 b', 'aut')).toBe('12345b');
    expect(normalizeFbnr('12 345 b', '')).toBe('12345b');
    expect(parse({ fbnr: 'HRB 12345', land: 'deu' }).data?.fbnr).toBe('HRB 12345');
    expect(parse({ fbnr: ' CHE-123.456.789 ', land: 'che' }).data?.fbnr).toBe('CHE-123.456.789');
    expect(parse({ fbnr: '12 345 b', land: 'aut' }).data?.fbnr).toBe('12345b');
  });

  it('one format rule for the form while typing and for the save (issue 9 item 12)', () => {
    expect(fbnrFormatFehler('12345', 'aut')).toBe(messages.fbnrUngueltig);
    expect(fbnrFormatFehler('12345b', 'aut')).toBeNull();
    expect(fbnrFormatFehler('HRB 12345', 'deu')).toBeNull();
    expect(fbnrFormatFehler('', 'aut')).toBeNull();
  });

  it('accepts 1 to 6 digits and one lowercase letter, nothing else', () => {
    expect(isValidFbnr('1a')).toBe(true);
    expect(isValidFbnr('123456a')).toBe(true);
    expect(isValidFbnr('1234567a')).toBe(false);
    expect(isValidFbnr('a')).toBe(false);
    expect(isValidFbnr('123456A')).toBe(false);
    expect(isValidFbnr('123456ab')).toBe(false);
    expect(fbnrErrors({ fbnr: '123456d' })).toEqual([]);
    expect(fbnrErrors({ fbnr: '1234567d' })).toEqual([messages.fbnrUngueltig]);
    // A capital check letter is the same number (issue 25): stored lower-case, no error.
    expect(fbnrErrors({ fbnr: '123456D' })).toEqual([]);
  });

  it('is checked only when the land is empty or aut', () => {
    expect(fbnrErrors({ fbnr: 'HRB 12345', land: '' })).toEqual([messages.fbnrUngueltig]);
    expect(fbnrErrors({ fbnr: 'HRB 12345', land: 'aut' })).toEqual([messages.fbnrUngueltig]);
    expect(fbnrErrors({ fbnr: 'HRB 12345', land: 'deu' })).toEqual([]);
    expect(parse({ fbnr: 'HRB 12345', land: 'DEU' }).data).toMatchObject({ fbnr: 'HRB 12345', land: 'deu' });
    expect(parse({ land: '' }).data?.land).toBe('aut');
    expect(parse({ land: 'de' }).success).toBe(false);
    expect(fbnrLookupAllowed('HRB 1', 'deu')).toBe(true);
    expect(fbnrLookupAllowed('1234567a', 'aut')).toBe(false);
    expect(fbnrLookupAllowed('', 'deu')).toBe(false);
    expect(fbnrAuszugAllowed('HRB 1', 'deu')).toBe(false);
    expect(fbnrAuszugAllowed('123 456a', null)).toBe(true);
  });

  it('warns, without blocking, about a wrong check letter (N mod 17)', () => {
    expect(fbnrPruefbuchstabe(0)).toBe('a');
    expect(fbnrPruefbuchstabe(16)).toBe('z');
    expect(fbnrPruefbuchstabe(17)).toBe('a');
    // 123456 mod 17 = 2 → 'd'
    expect(fbnrWarning('123456d', 'aut')).toBeNull();
    expect(fbnrWarning('123456a', 'aut')).toBe(messages.fbnrPruefbuchstabe);
    expect(fbnrErrors({ fbnr: '123456a' })).toEqual([]);
    expect(fbnrWarning('123456a', 'deu')).toBeNull();
    expect(fbnrWarning('1234567a', 'aut')).toBeNull();
  });
});

describe('Firma fields', () => {
  it('needs a name and keeps coordinates in range', () => {
    const r = FirmaFieldsSchema.safeParse({ name: ' ', geo_lat: 90.1, geo_long: '-180,5' });
    expect(r.success).toBe(false);
    const errors = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toEqual({
      name: messages.pflichtfeld,
      geo_lat: messages.breitengradUngueltig,
      geo_long: messages.laengengradUngueltig,
    });
    expect(parse({ geo_lat: 90, geo_long: -180 }).data).toMatchObject({ geo_lat: 90, geo_long: -180 });
    expect(parse({ geo_long: null }).data).toMatchObject({ geo_lat: null, geo_long: null });
    // Issue 30: JSON numbers only ('0x3' was read as 3, '-180' as text); the form converts its text.
    for (const bad of ['0x3', '-180', '48,2', true, [7], []])
      expect(parse({ geo_lat: bad }).success, JSON.stringify(bad)).toBe(false);
    expect(
      FirmaFieldsSchema.parse(formToApi(FirmaFieldsSchema, { name: 'X', geo_lat: '48,2', geo_long: '' })),
    ).toMatchObject({ geo_lat: 48.2, geo_long: null });
  });

  it('defaults the role flags and checks the FN on update too', () => {
    expect(parse({}).data).toMatchObject({
      ist_bautraeger: false,
      ist_kaeufer: false,
      ist_makler: false,
      land: 'aut',
    });
    expect(FirmaUpdateSchema.safeParse({ name: 'X', fbnr: '12a3', version: 1 }).success).toBe(false);
    expect(FirmaUpdateSchema.safeParse({ name: 'X', fbnr: '123b', version: 1 }).success).toBe(true);
  });
});

describe('geocoding rules', () => {
  it('needs PLZ and street', () => {
    expect(geocodeInputError({ strasse: 'Stephansplatz 1', plz: '1010' })).toBeNull();
    expect(geocodeInputError({ strasse: 'Stephansplatz 1', plz: ' ' })).toBe(messages.plzStrasseFehlt);
    expect(geocodeInputError({ plz: '1010' })).toBe(messages.plzStrasseFehlt);
    expect(geocodeAbfrageFehler(503, 'Service Unavailable')).toBe(
      'Fehler bei Abfrage. Code: 503 Msg: Service Unavailable',
    );
  });
});
