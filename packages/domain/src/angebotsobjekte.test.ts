import { describe, expect, it } from 'vitest';
import './zod-setup';
import { formToApi } from './form-input';
import { messages } from './messages';
import {
  AngebotsobjektFieldsSchema,
  angebotsobjektStatusLabel,
  AngebotsobjektUpdateSchema,
  KoZuordnungSaveSchema,
  preisProM2,
  topNrKey,
  topNrPasst,
  vorausgewaehlteKaufobjekte,
  type KoZuordnungKaufobjekt,
} from './angebotsobjekte';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** What a form sends: its text as typed, converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) =>
  AngebotsobjektFieldsSchema.safeParse(formToApi(AngebotsobjektFieldsSchema, values));

describe('TopNr matching key', () => {
  it('treats Top 3, TOP 03, top3 and 3 as the same unit', () => {
    for (const t of [
      'Top 3',
      'TOP 03',
      'top3',
      '3',
      ' 003 ',
      'Top Nr. 3',
      'Top-3',
      'Wohnung 3',
      'W 3',
      'Tür 3',
    ]) {
      expect(topNrKey(t), t).toBe('3');
    }
  });

  it('keeps what tells units apart: other numbers, letters, separators, staircases', () => {
    expect(topNrKey('Top 3A')).toBe('3a');
    expect(topNrKey('Top 3 a')).toBe('3a');
    expect(topNrKey('Top 30')).toBe('30');
    expect(topNrKey('Top 1/2')).toBe('1/2');
    expect(topNrKey('12')).toBe('12');
    expect(topNrKey('Stiege 1 / Top 04')).toBe('stiege1/4');
    expect(topNrKey('Top 0')).toBe('0');
    expect(topNrKey('Top 100')).toBe('100');
    expect(topNrPasst('Top 3', 'Top 30')).toBe(false);
    expect(topNrPasst('Top 1/2', 'Top 12')).toBe(false);
    expect(topNrPasst('Top 3A', 'Top 3')).toBe(false);
  });

  it('matches nothing when either side is empty', () => {
    expect(topNrKey('')).toBeNull();
    expect(topNrKey(null)).toBeNull();
    expect(topNrKey('Top ')).toBe('top');
    expect(topNrPasst(null, null)).toBe(false);
    expect(topNrPasst('', '')).toBe(false);
    expect(topNrPasst('Top 3', null)).toBe(false);
    expect(topNrPasst('Top 07', '7')).toBe(true);
  });
});

describe('Angebotsobjekt fields', () => {
  const valid = { projekt_id: 12, top_nr: ' Top 3 ' };

  it('the API takes JSON values only: true, [7], [], text and German dates are refused (issue 30)', () => {
    for (const [key, bad] of [
      ['flaeche', true],
      ['zimmer', [7]],
      ['preis', []],
      ['flaeche', '72,35'],
      ['preis', '7'],
      ['stand', '01.03.2026'],
      ['stand', '2026-02-30'],
      ['stand', '1899-12-31'],
      ['status', ''],
      ['projekt_id', '12'],
      ['version', '1'],
    ] as const)
      expect(
        AngebotsobjektUpdateSchema.safeParse({ ...valid, version: 1, [key]: bad }).success,
        `${key} ${JSON.stringify(bad)}`,
      ).toBe(false);
    expect(AngebotsobjektUpdateSchema.safeParse({ ...valid, version: 1 }).success).toBe(true);
  });

  it('a form converts its text: de-AT decimals, DD.MM.YYYY dates, empty strings as null, status defaults to verfuegbar', () => {
    const parsed = fromForm({
      ...valid,
      projekt_id: '12',
      flaeche: '72,35',
      zimmer: '2,5',
      preis: '489.000,00',
      stand: '01.03.2026',
      status: null,
    }).data;
    expect(parsed).toEqual({
      projekt_id: 12,
      top_nr: 'Top 3',
      flaeche: 72.35,
      zimmer: 2.5,
      preis: 489000,
      stand: '2026-03-01',
      status: 'verfuegbar',
    });
    const empty = fromForm({
      ...valid,
      flaeche: '',
      zimmer: null,
      preis: undefined,
      stand: '',
    }).data;
    expect(empty).toMatchObject({ flaeche: null, zimmer: null, preis: null, stand: null });
    expect(AngebotsobjektFieldsSchema.parse({ ...valid, stand: '2026-02-28', preis: 1234.5 })).toMatchObject({
      stand: '2026-02-28',
      preis: 1234.5,
    });
  });

  it('rejects what the columns cannot hold, in German per field', () => {
    const result = fromForm({
      projekt_id: '',
      top_nr: '  ',
      flaeche: '-1',
      zimmer: '2,25',
      preis: 'viel',
      stand: '31.02.2026',
      status: 'weg',
    });
    expect(errorsOf(result)).toEqual({
      projekt_id: messages.projektPflicht,
      top_nr: messages.pflichtfeld,
      flaeche: messages.nichtNegativ,
      zimmer: messages.aoNachkommastellen(1),
      preis: messages.keineZahl,
      stand: messages.datumUngueltig,
      status: messages.statusUngueltig,
    });
    expect(
      errorsOf(AngebotsobjektFieldsSchema.safeParse({ ...valid, zimmer: 1000, flaeche: 1.234 })),
    ).toEqual({
      zimmer: messages.wertZuGross,
      flaeche: messages.aoNachkommastellen(2),
    });
    expect(errorsOf(AngebotsobjektFieldsSchema.safeParse({ ...valid, top_nr: 'x'.repeat(31) }))).toEqual({
      top_nr: messages.zuLang(30),
    });
    expect(AngebotsobjektFieldsSchema.safeParse({ ...valid, zimmer: 999.9, flaeche: 0 }).success).toBe(true);
    expect(fromForm({ ...valid, zimmer: '999,9', flaeche: '0' }).success).toBe(true);
  });

  it('labels the three statuses in German', () => {
    expect(['verfuegbar', 'reserviert', 'verkauft'].map(angebotsobjektStatusLabel)).toEqual([
      'Verfügbar',
      'Reserviert',
      'Verkauft',
    ]);
    expect(angebotsobjektStatusLabel('x')).toBe('');
  });

  it('computes the price per m² with 2 decimals only from a positive area', () => {
    expect(preisProM2(489000, 72.35)).toBe(6758.81);
    expect(preisProM2(489000, 0)).toBeNull();
    expect(preisProM2(null, 50)).toBeNull();
    expect(preisProM2(0, 50)).toBe(0);
  });
});

describe('KO-Zuordnung', () => {
  const ko = (
    id: number,
    top_nr: string | null,
    angebotsobjekt_id: number | null = null,
  ): KoZuordnungKaufobjekt => ({
    id,
    top_nr,
    status: 1,
    kaufdatum: null,
    nutzflaeche: null,
    nettopreis: null,
    bruttopreis: null,
    angebotsobjekt_id,
    angebotsobjekt_top_nr: null,
    zuordnung_id: null,
  });
  const rows = [ko(1, 'TOP 03'), ko(2, 'Top 3', 9), ko(3, '3', 7), ko(4, 'Top 4', 7), ko(5, null)];

  it("on 'new' ticks the unassigned rows whose TopNr match plus those already assigned here", () => {
    expect(vorausgewaehlteKaufobjekte({ id: 7, top_nr: 'Top 3' }, rows, true)).toEqual([1, 3, 4]);
  });

  it('elsewhere ticks only what is assigned here; never rows assigned to another Angebotsobjekt', () => {
    expect(vorausgewaehlteKaufobjekte({ id: 7, top_nr: 'Top 3' }, rows, false)).toEqual([3, 4]);
    expect(vorausgewaehlteKaufobjekte({ id: 8, top_nr: 'Top 3' }, rows, true)).toEqual([1]);
  });

  it('a save needs a selection and cannot assign and unassign the same Kaufobjekt', () => {
    expect(errorsOf(KoZuordnungSaveSchema.safeParse({}))).toEqual({ zuordnen: messages.keineAuswahl });
    expect(KoZuordnungSaveSchema.parse({ zuordnen: [4, 5] })).toEqual({ zuordnen: [4, 5], entfernen: [] });
    expect(KoZuordnungSaveSchema.safeParse({ zuordnen: ['4', 5] }).success).toBe(false);
    expect(KoZuordnungSaveSchema.safeParse({ zuordnen: [4], entfernen: [4] }).success).toBe(false);
    expect(KoZuordnungSaveSchema.safeParse({ zuordnen: [0] }).success).toBe(false);
  });
});
