import { describe, expect, it } from 'vitest';
import { NutzwertgutachtenCreateSchema, nutzwertStatusName, WeObjektSchema } from './nutzwertgutachten';
import { messages } from './messages';
import { formToApi } from './form-input';

const objekt = { top_nr: '1', art: 'Wohnung', nutzflaeche: '80,5', zuschlaege: '5', abschlaege: '' };
/** The form's text as typed, converted as the web does (issue 30: the API itself takes JSON numbers). */
const fehler = (input: unknown) => {
  const r = NutzwertgutachtenCreateSchema.safeParse(formToApi(NutzwertgutachtenCreateSchema, input));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Nutzwertgutachten schema', () => {
  it('defaults status 0 Neu and reads de-AT numbers', () => {
    const g = NutzwertgutachtenCreateSchema.parse(
      formToApi(NutzwertgutachtenCreateSchema, { projekt_id: 1, datum: '03.02.2025', we_objekte: [objekt] }),
    );
    // The API itself: JSON numbers and ISO dates only.
    for (const bad of [{ datum: '03.02.2025' }, { status: '1' }, { we_objekte: [objekt] }])
      expect(NutzwertgutachtenCreateSchema.safeParse({ projekt_id: 1, ...bad }).success).toBe(false);
    expect(g.status).toBe(0);
    expect(g.datum).toBe('2025-02-03');
    expect(g.we_objekte).toEqual([
      { top_nr: '1', art: 'Wohnung', nutzflaeche: 80.5, zuschlaege: 5, abschlaege: 0 },
    ]);
    expect(nutzwertStatusName(g.status)).toBe('Neu');
  });
  it('status is 0 to 3', () => {
    expect(fehler({ projekt_id: 1, status: 3 })).toEqual({});
    expect(fehler({ projekt_id: 1, status: 4 })).toEqual({ status: messages.statusUngueltig });
    expect(fehler({ projekt_id: 1, status: -1 })).toEqual({ status: messages.statusUngueltig });
  });
  it('a bad date is reported', () => {
    expect(fehler({ projekt_id: 1, datum: '31.02.2025' })).toEqual({ datum: messages.datumUngueltig });
  });
  it('WE-Objekt: art, positive area, percent 0–100', () => {
    expect(
      WeObjektSchema.safeParse({ ...objekt, nutzflaeche: 80.5, zuschlaege: 5, art: 'Garage' }).success,
    ).toBe(false);
    expect(fehler({ projekt_id: 1, we_objekte: [{ ...objekt, art: 'Garage' }] })).toEqual({
      'we_objekte.0.art': messages.nwgArtUngueltig,
    });
    expect(fehler({ projekt_id: 1, we_objekte: [{ ...objekt, nutzflaeche: '0' }] })).toEqual({
      'we_objekte.0.nutzflaeche': messages.bwZahlPositiv,
    });
    expect(
      fehler({ projekt_id: 1, we_objekte: [{ ...objekt, zuschlaege: '100', abschlaege: '0' }] }),
    ).toEqual({});
    expect(fehler({ projekt_id: 1, we_objekte: [{ ...objekt, zuschlaege: '100,01' }] })).toEqual({
      'we_objekte.0.zuschlaege': messages.nwgProzentUngueltig,
    });
    expect(fehler({ projekt_id: 1, we_objekte: [{ ...objekt, abschlaege: '-0,5' }] })).toEqual({
      'we_objekte.0.abschlaege': messages.nwgProzentUngueltig,
    });
  });
  it('top numbers are unique within one appraisal (case-insensitive)', () => {
    expect(fehler({ projekt_id: 1, we_objekte: [objekt, { ...objekt, top_nr: '2' }] })).toEqual({});
    expect(
      fehler({
        projekt_id: 1,
        we_objekte: [
          { ...objekt, top_nr: '1a' },
          { ...objekt, top_nr: '1A' },
        ],
      }),
    ).toEqual({
      'we_objekte.1.top_nr': messages.nwgTopNrDoppelt,
    });
  });
});
