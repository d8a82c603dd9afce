import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  AnkaufCreateSchema,
  AnkaufFieldsSchema,
  AnkaufUpdateSchema,
  ankaufDoubletteAbgleich,
  ankaufStatusMitDoublette,
  ankaufStatusName,
  VerkaeuferAddSchema,
} from './ankaeufe';
import { formToApi } from './form-input';

/** What a form sends: its text as typed, converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) =>
  AnkaufFieldsSchema.safeParse(formToApi(AnkaufFieldsSchema, values));

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Ankauf status and doublette (SPEC §4)', () => {
  it('doublette = true selects status 2 whatever was chosen; otherwise the chosen status stands', () => {
    for (const status of [0, 1, 2, 3]) expect(ankaufStatusMitDoublette(status, true)).toBe(2);
    for (const status of [0, 1, 2, 3]) expect(ankaufStatusMitDoublette(status, false)).toBe(status);
  });

  it('the schemas apply the rule, so the server stores status 2 for a doublette', () => {
    expect(AnkaufFieldsSchema.parse({ projekt_id: 1, status: 1, doublette: true }).status).toBe(2);
    expect(AnkaufUpdateSchema.parse({ projekt_id: 1, status: 3, doublette: true, version: 4 })).toMatchObject(
      {
        status: 2,
        doublette: true,
        version: 4,
      },
    );
    expect(AnkaufCreateSchema.parse({ projekt_id: 1, status: 3, doublette: false })).toMatchObject({
      status: 3,
      verkaeufer_ids: [],
    });
  });

  it('status 2 without the flag ticks it: status and flag always agree (issue 9 item 10)', () => {
    for (const status of [0, 1, 2, 3]) {
      for (const doublette of [false, true]) {
        const v = ankaufDoubletteAbgleich({ status, doublette });
        expect(v.doublette, `${status}/${doublette}`).toBe(v.status === 2);
      }
    }
    expect(AnkaufFieldsSchema.parse({ projekt_id: 1, status: 2, doublette: false })).toMatchObject({
      status: 2,
      doublette: true,
    });
    expect(AnkaufFieldsSchema.parse({ projekt_id: 1, status: 0, doublette: false })).toMatchObject({
      status: 0,
      doublette: false,
    });
  });

  it('names the four states and defaults to Offen', () => {
    expect([0, 1, 2, 3].map(ankaufStatusName)).toEqual(['Offen', 'Gültig', 'Doublette', 'Ungültig']);
    expect(ankaufStatusName(4)).toBeNull();
    expect(AnkaufFieldsSchema.parse({ projekt_id: 1 }).status).toBe(0);
    expect(fromForm({ projekt_id: 1, status: '' }).data?.status).toBe(0);
  });
});

describe('Ankauf fields', () => {
  it('the API takes JSON values only: true, [7], [], text and German dates are refused (issue 30)', () => {
    for (const [key, bad] of [
      ['ankaufpreis', true],
      ['gka', [7]],
      ['nutzflaeche', []],
      ['ankaufpreis', '1.234,5'],
      ['gka', '7'],
      ['status', '1'],
      ['doublette', 'true'],
      ['datum', '03.02.2025'],
      ['datum', '2026-02-30'],
      ['projekt_id', '7'],
    ] as const)
      expect(
        AnkaufFieldsSchema.safeParse({ projekt_id: 1, [key]: bad }).success,
        `${key} ${String(bad)}`,
      ).toBe(false);
  });

  it('reads de-AT decimals and dates as typed (the form converts them)', () => {
    const parsed = fromForm({
      projekt_id: '7',
      datum: '03.02.2025',
      ankaufpreis: '4.250.000,50',
      nutzflaeche: '1234,5',
      gka: '3443.07',
    }).data;
    expect(parsed).toEqual({
      projekt_id: 7,
      status: 0,
      datum: '2025-02-03',
      ankaufpreis: 4250000.5,
      nutzflaeche: 1234.5,
      gka: 3443.07,
      doublette: false,
    });
    expect(fromForm({ projekt_id: 1, datum: '2025-02-03', ankaufpreis: '', gka: null }).data?.datum).toBe(
      '2025-02-03',
    );
  });

  it('rounds to 2 decimals and accepts 0 and the largest amount of the column', () => {
    const p = fromForm({
      projekt_id: 1,
      ankaufpreis: '0',
      nutzflaeche: '99.999.999,99',
      gka: '10,005',
    }).data;
    expect(p).toMatchObject({ ankaufpreis: 0, nutzflaeche: 99_999_999.99, gka: 10.01 });
  });

  it('answers German messages per field', () => {
    const result = fromForm({
      projekt_id: '',
      status: 5,
      datum: '31.02.2025',
      ankaufpreis: 'viel',
      nutzflaeche: '-1',
      gka: '1.000.000.000.000',
    });
    expect(errors(result)).toEqual({
      projekt_id: messages.projektPflicht,
      status: messages.statusUngueltig,
      datum: messages.datumUngueltig,
      ankaufpreis: messages.keineZahl,
      nutzflaeche: messages.nichtNegativ,
      gka: messages.wertZuGross,
    });
  });

  it('a seller needs a firma (SPEC §5)', () => {
    expect(errors(VerkaeuferAddSchema.safeParse({}))).toEqual({ firma_id: messages.firmaPflicht });
    expect(errors(VerkaeuferAddSchema.safeParse({ firma_id: '12' }))).toEqual({
      firma_id: messages.firmaPflicht,
    });
    expect(errors(VerkaeuferAddSchema.safeParse({ firma_id: 0 }))).toEqual({
      firma_id: messages.firmaPflicht,
    });
    expect(VerkaeuferAddSchema.parse({ firma_id: 12 })).toEqual({ firma_id: 12 });
  });
});
