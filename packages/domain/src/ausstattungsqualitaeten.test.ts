import { describe, expect, it } from 'vitest';
import './zod-setup';
import { formToApi } from './form-input';
import { messages } from './messages';
import {
  AusstattungsqualitaetSchema,
  SpezialausstattungCreateSchema,
  ausstattungsqualitaetErgebnis,
  energieErgebnis,
  leereBewertungen,
  type AusstattungsqualitaetInput,
} from './ausstattungsqualitaeten';

const bewertet = (stufe: 1 | 2 | 3 | 4) => leereBewertungen().map((b) => ({ ...b, stufe }));
const form = (
  over: Partial<Record<keyof AusstattungsqualitaetInput, unknown>> = {},
): Record<string, unknown> => ({
  projekt_id: 1,
  status_online: 1,
  bewertungen: bewertet(1),
  hauptheizsystem_id: 1,
  nebenheizsystem_id: null,
  ...over,
});
/** A form's values (text as typed) are converted as the web does before the schema sees them (issue 30). */
const errorsOf = (input: unknown) => {
  const r = AusstattungsqualitaetSchema.safeParse(formToApi(AusstattungsqualitaetSchema, input));
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('BAB result', () => {
  it('points 180 stay Normal, 181 is Gehoben; 240 Gehoben, 241 Hochwertig', () => {
    // 100 points at level 1; moving w weight from level 1 to level 2 adds w points.
    const mit = (extra: { id: number; gewichtung: number; stufe: 1 | 2 | 3 }[]) =>
      ausstattungsqualitaetErgebnis([
        ...extra.map((e) => ({ gebaeudeteil_id: e.id, gewichtung: e.gewichtung, stufe: e.stufe })),
        { gebaeudeteil_id: 99, gewichtung: 100 - extra.reduce((s, e) => s + e.gewichtung, 0), stufe: 1 },
      ]);
    expect(mit([{ id: 1, gewichtung: 80, stufe: 2 }])).toMatchObject({ punkte: 180, gesamtqualitaet_id: 1 });
    expect(mit([{ id: 1, gewichtung: 81, stufe: 2 }])).toMatchObject({ punkte: 181, gesamtqualitaet_id: 2 });
    expect(mit([{ id: 1, gewichtung: 70, stufe: 3 }])).toMatchObject({ punkte: 240, gesamtqualitaet_id: 2 });
    expect(mit([{ id: 1, gewichtung: 70.5, stufe: 3 }])).toMatchObject({
      punkte: 241,
      gesamtqualitaet_id: 3,
    });
  });
  it('no overall quality while a part is unrated; the weight total in hundredths', () => {
    const teil = leereBewertungen().map((b, i) => ({ ...b, stufe: i === 0 ? null : (2 as const) }));
    expect(ausstattungsqualitaetErgebnis(teil)).toEqual({
      punkte: 184,
      gesamtqualitaet_id: null,
      gewichtung_summe: 100,
    });
    expect(ausstattungsqualitaetErgebnis(bewertet(4))).toMatchObject({ punkte: 100, gesamtqualitaet_id: 1 });
  });
});

describe('energy result', () => {
  const leer = {
    hwbm: null,
    fgeem: null,
    co2m: null,
    pebm: null,
    pebm_ern: null,
    hwb: null,
    fgee: null,
    co2: null,
    peb: null,
  };
  it('a number decides its class (10 → A++, 10.01 → A+), overriding a typed class', () => {
    expect(energieErgebnis({ ...leer, hwbm: 10, hwb: 'G' }).hwb).toBe('A++');
    expect(energieErgebnis({ ...leer, hwbm: 10.01 }).hwb).toBe('A+');
    expect(energieErgebnis({ ...leer, fgeem: 4.001 }).fgee).toBe('G');
  });
  it('a typed class counts only while the number is empty', () => {
    expect(energieErgebnis({ ...leer, co2: 'C' })).toMatchObject({ co2: 'C', hwb: null });
  });
  it('pebm_ern_anteil = 100 / pebm × pebm_ern with 2 decimals', () => {
    expect(energieErgebnis({ ...leer, pebm: 150, pebm_ern: 50 }).pebm_ern_anteil).toBe(33.33);
    expect(energieErgebnis({ ...leer, pebm: 150 }).pebm_ern_anteil).toBeNull();
  });
});

describe('BAB form schema (shared by browser and server)', () => {
  it('a complete online BAB passes; decimals may be typed with a comma', () => {
    const values = form({ hwbm: '12,5', nutzflaeche: '', status_online: '1', hwb: '' });
    const r = AusstattungsqualitaetSchema.parse(formToApi(AusstattungsqualitaetSchema, values));
    expect(r).toMatchObject({
      hwbm: 12.5,
      nutzflaeche: null,
      hwb: null,
      status_online: 1,
      spezialausstattung: [],
    });
  });
  it('the API takes JSON values only: text, true, [7], [] for a number or a choice are refused (issue 30)', () => {
    expect(AusstattungsqualitaetSchema.safeParse(form({ hwbm: 12.5 })).success).toBe(true);
    for (const [key, bad] of [
      ['hwbm', '12,5'],
      ['nutzflaeche', '100'],
      ['pebm', true],
      ['status_online', '1'],
      ['hauptheizsystem_id', [1]],
      ['projekt_id', '1'],
      ['hwb', ''],
    ] as const)
      expect(
        AusstattungsqualitaetSchema.safeParse(form({ [key]: bad })).success,
        `${key} ${JSON.stringify(bad)}`,
      ).toBe(false);
    const gewichtung = bewertet(1).map((b, i) => (i === 0 ? { ...b, gewichtung: '5,88' } : b));
    expect(AusstattungsqualitaetSchema.safeParse(form({ bewertungen: gewichtung })).success).toBe(false);
    const neu = { gebaeudeteil_id: 16, ausstattung_name: 'Sauna', name: 'Sauna', kategorie: 'hochwertig' };
    expect(SpezialausstattungCreateSchema.safeParse(neu).success).toBe(true);
    expect(SpezialausstattungCreateSchema.safeParse({ ...neu, gebaeudeteil_id: '16' }).success).toBe(false);
  });
  it('status is required', () => {
    expect(errorsOf(form({ status_online: '' }))).toEqual({ status_online: messages.pflichtfeld });
  });
  it('online: missing rating answers the long SPEC message on status_online, weights 99.99 are refused', () => {
    const b = bewertet(1).map((x, i) => (i === 0 ? { ...x, stufe: null, gewichtung: 7.99 } : x));
    expect(errorsOf(form({ bewertungen: b }))).toEqual({
      status_online: messages.onlineNichtMoeglich,
      gewichtung: messages.babGewichtung100,
    });
  });
  it('offline: only the heating check', () => {
    const b = bewertet(1).map((x) => ({ ...x, stufe: null, gewichtung: 1 }));
    expect(errorsOf(form({ status_online: 0, bewertungen: b }))).toEqual({});
    expect(errorsOf(form({ status_online: 0, bewertungen: b, nebenheizsystem_id: 1 }))).toEqual({
      nebenheizsystem_id: messages.nebenheizsystemGleich,
    });
  });
  it('special parts: the message sits on the part row (index 15 = part 16, 16 = part 17)', () => {
    const b = bewertet(1).map((x) => (x.gebaeudeteil_id >= 16 ? { ...x, stufe: 3 as const } : x));
    expect(errorsOf(form({ bewertungen: b }))).toEqual({
      'bewertungen.15.stufe': messages.babTeil16Hochwertig,
      'bewertungen.16.stufe': messages.babTeil17Hochwertig,
    });
    const s = (id: number, spezialausstattung_id: number, kategorie: 'höherwertig' | 'hochwertig') => ({
      id,
      spezialausstattung_id,
      gebaeudeteil_id: 17,
      kategorie,
    });
    const ok = form({
      bewertungen: b.map((x) => (x.gebaeudeteil_id === 16 ? { ...x, stufe: 1 as const } : x)),
    });
    expect(
      errorsOf({ ...ok, spezialausstattung: [s(1, 126, 'hochwertig'), s(2, 124, 'hochwertig')] }),
    ).toEqual({});
  });
  it('all 17 parts exactly once, levels 1–4, weights 0–100', () => {
    expect(errorsOf(form({ bewertungen: bewertet(1).slice(1) }))).toMatchObject({
      bewertungen: messages.babAlleGebaeudeteile,
    });
    const b = bewertet(1).map((x, i) => (i === 0 ? { ...x, stufe: 5, gewichtung: -1 } : x));
    expect(errorsOf(form({ bewertungen: b as never }))).toMatchObject({
      'bewertungen.0.stufe': messages.babStufeUngueltig,
      'bewertungen.0.gewichtung': messages.nichtNegativ,
    });
  });
  it('rejects unknown heating systems and energy classes', () => {
    expect(errorsOf(form({ hauptheizsystem_id: 12, hwb: 'X' as never }))).toEqual({
      hauptheizsystem_id: messages.babHeizsystemUngueltig,
      hwb: messages.babEnergieklasseUngueltig,
    });
  });
});
