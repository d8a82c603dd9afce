import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import {
  AnkaufFieldsSchema,
  formToApi,
  GrundkostenanteilCreateSchema,
  messages,
  ProjektFieldsSchema,
} from '@app/domain';
import { withFormInput } from './form-input';

describe('form text to API values (issue 30)', () => {
  it('converts de-AT numbers and dates, empty inputs by nullability, and leaves text alone', () => {
    expect(
      formToApi(AnkaufFieldsSchema, {
        projekt_id: '7',
        status: '',
        datum: '29.02.2024',
        ankaufpreis: '1.234,5',
        nutzflaeche: '',
        gka: '12 %',
        doublette: false,
      }),
    ).toEqual({
      projekt_id: 7,
      datum: '2024-02-29',
      ankaufpreis: 1234.5,
      nutzflaeche: null,
      gka: 12,
      doublette: false,
    });
    // Not a number / not a date: unchanged, so the schema answers in German.
    expect(formToApi(AnkaufFieldsSchema, { ankaufpreis: 'abc', datum: '30.02.2024' })).toEqual({
      ankaufpreis: 'abc',
      datum: '30.02.2024',
    });
    expect(formToApi(ProjektFieldsSchema, { name: '', strasse: '', projektnr: '' })).toEqual({
      name: '',
      strasse: null,
    });
  });

  it('walks into lists of rows', () => {
    const values = formToApi(GrundkostenanteilCreateSchema, {
      projekt_id: '3',
      kaufpreis_summe: '',
      widmungen: [
        { widmung: 'W', bauklasse: '', flaeche: '1.000,5', hoehe: '12', hoehe_geschoss: '3', nfl_bgf: '' },
      ],
    });
    expect(values).toEqual({
      projekt_id: 3,
      kaufpreis_summe: null,
      widmungen: [{ widmung: 'W', bauklasse: null, flaeche: 1000.5, hoehe: 12, hoehe_geschoss: 3 }],
    });
    expect(GrundkostenanteilCreateSchema.parse(values).widmungen[0]!.nfl_bgf).toBe(0.78);
  });

  it('sits in front of the resolver: typed text passes, a wrong one gets the German message', async () => {
    const resolver = withFormInput(ProjektFieldsSchema, zodResolver(ProjektFieldsSchema));
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const ok = await resolver(
      { projektnr: '24001', name: 'Haus', geo_lat: '48,2', status: '', bundesland_id: '9' } as never,
      undefined,
      options,
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ projektnr: 24001, geo_lat: 48.2, status: 1, bundesland_id: 9 });
    const bad = await resolver(
      { projektnr: '24001', name: 'Haus', geo_lat: 'Nord' } as never,
      undefined,
      options,
    );
    expect(bad.errors.geo_lat?.message).toBe(messages.keineZahl);
  });
});
