import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { MaklerAddSchema, VermarktungCreateSchema, VermarktungFieldsSchema } from './vermarktung';
import { formToApi } from './form-input';

/** What a form sends: its text as typed, converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) =>
  VermarktungFieldsSchema.safeParse(formToApi(VermarktungFieldsSchema, values));

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Vermarktung fields', () => {
  it('reads date, website and provision as typed (the form converts them)', () => {
    expect(
      fromForm({
        projekt_id: '3',
        vermarktungsstart: '01.09.2025',
        website: ' https://www.wohnen-am-park.at/ ',
        provision: '3,5 %',
      }).data,
    ).toEqual({
      projekt_id: 3,
      vermarktungsstart: '2025-09-01',
      website: 'https://www.wohnen-am-park.at/',
      provision: 3.5,
    });
    for (const [key, bad] of [
      ['provision', '3,5'],
      ['provision', true],
      ['vermarktungsstart', '01.09.2025'],
      ['projekt_id', '3'],
    ] as const)
      expect(VermarktungFieldsSchema.safeParse({ projekt_id: 3, [key]: bad }).success, key).toBe(false);
    expect(VermarktungCreateSchema.parse({ projekt_id: 3, website: '', provision: null })).toEqual({
      projekt_id: 3,
      vermarktungsstart: null,
      website: null,
      provision: null,
      makler_ids: [],
    });
  });

  it('provision from 0 to 100 %, website only http(s)', () => {
    expect(VermarktungFieldsSchema.parse({ projekt_id: 1, provision: 0 }).provision).toBe(0);
    expect(VermarktungFieldsSchema.parse({ projekt_id: 1, provision: 100 }).provision).toBe(100);
    expect(VermarktungFieldsSchema.parse({ projekt_id: 1, website: 'http://makler.at' }).website).toBe(
      'http://makler.at',
    );
    const bad = VermarktungFieldsSchema.safeParse({
      projekt_id: null,
      vermarktungsstart: '2025-13-01',
      website: 'ftp://makler.at',
      provision: 100.01,
    });
    expect(errors(bad)).toEqual({
      projekt_id: messages.projektPflicht,
      vermarktungsstart: messages.datumUngueltig,
      website: messages.urlUngueltig,
      provision: messages.vermarktungProvisionUngueltig,
    });
    expect(errors(VermarktungFieldsSchema.safeParse({ projekt_id: 1, provision: -0.01 }))).toEqual({
      provision: messages.vermarktungProvisionUngueltig,
    });
  });

  it('a broker needs a firma (SPEC §5)', () => {
    expect(errors(MaklerAddSchema.safeParse({ firma_id: null }))).toEqual({
      firma_id: messages.firmaPflicht,
    });
    expect(MaklerAddSchema.parse({ firma_id: 5 })).toEqual({ firma_id: 5 });
  });
});
