import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { catalogueChoice, jsonId, jsonVersion, pflichtOder, requiredText } from './schema-helpers';
import {
  ausstattungsqualitaetFehler,
  ausstattungsqualitaetGesamtqualitaet,
  ausstattungsqualitaetPunkte,
  gebaeudeteile,
  qualitaetsstufen,
  type Ausstattungskategorie,
  type AusstattungsqualitaetBewertung,
  type Qualitaetsstufe,
} from './ausstattungsqualitaeten-bewertung';
import { runde } from './dezimal';
import {
  energieDezimalen,
  energieklasse,
  energieklassen,
  pebmErnAnteil,
  type EnergieIndikator,
  type Energieklasse,
} from './energie';
import { editorNamesShape, recordSchema } from './api';

/** BAB (Ausstattungsqualität) form and API shapes (SPEC §3, §5; DOMAIN 'Valuation'). */

/** status_online: 1 online (full validation), 0 offline (only the heating check). */
export const statusOnlineOptionen = [
  { value: 1, label: 'Online' },
  { value: 0, label: 'Offline' },
] as const;
export const statusOnlineLabel = (value: number | null | undefined) =>
  statusOnlineOptionen.find((o) => o.value === value)?.label ?? '–';

/** Heating systems (DOMAIN, seeded by migration 0007 with these ids). */
export const heizsystemKatalog = [
  { id: 1, name: 'Fernwärme' },
  { id: 2, name: 'Gas-Brennwert' },
  { id: 3, name: 'Wärmepumpe Luft/Wasser' },
  { id: 4, name: 'Wärmepumpe Sole/Wasser' },
  { id: 5, name: 'Wärmepumpe Grundwasser' },
  { id: 6, name: 'Pellets' },
  { id: 7, name: 'Hackgut' },
  { id: 8, name: 'Elektro direkt' },
  { id: 9, name: 'Solarthermie' },
  { id: 10, name: 'Infrarot' },
  { id: 11, name: 'Sonstige' },
] as const;

/** Overall quality ids 1–3 (also the choices of gka_qualitaet_id). */
export const gesamtqualitaeten = [
  { id: 1, name: 'Normal' },
  { id: 2, name: 'Gehoben' },
  { id: 3, name: 'Hochwertig' },
] as const;
export const gesamtqualitaetName = (id: number | null | undefined) =>
  gesamtqualitaeten.find((q) => q.id === id)?.name ?? null;

export const ausstattungskategorien = [
  'höherwertig',
  'hochwertig',
] as const satisfies readonly Ausstattungskategorie[];

/**
 * An optional non-negative JSON number, at most `max`, rounded to the places the column stores: what is
 * derived from it (energy classes, renewable share) is then computed from the stored value.
 */
function optionalDecimal(decimals = 2, max = 9_999_999) {
  return z
    .number({ error: messages.keineZahl })
    .min(0, messages.nichtNegativ)
    .max(max, messages.babZuGross(max))
    .transform((v) => runde(v, decimals))
    .nullable()
    .default(null);
}

/** An optional catalogue choice (a JSON number of `ids`), null when none. */
function optionalId<const T extends readonly number[]>(ids: T, message: string) {
  return catalogueChoice(ids, message).nullable().default(null) as unknown as z.ZodDefault<
    z.ZodNullable<z.ZodLiteral<T[number]>>
  >;
}

const gebaeudeteilId = (message: string) =>
  catalogueChoice(
    gebaeudeteile.map((t) => t.id),
    message,
  );
const heizsystemId = optionalId(
  heizsystemKatalog.map((h) => h.id),
  messages.babHeizsystemUngueltig,
);
const energieklasseFeld = z
  .enum(energieklassen, { error: messages.babEnergieklasseUngueltig })
  .nullable()
  .default(null);

export const AusstattungsqualitaetBewertungSchema = z.object({
  gebaeudeteil_id: gebaeudeteilId(messages.babGebaeudeteilUngueltig),
  gewichtung: z
    .number({ error: pflichtOder(messages.keineZahl) })
    .min(0, messages.nichtNegativ)
    .max(100, messages.babZuGross(100)),
  stufe: optionalId([1, 2, 3, 4], messages.babStufeUngueltig) as z.ZodType<Qualitaetsstufe | null, unknown>,
});

/** One attached special equipment as the form knows it (id = the bab_spezialausstattung row). */
export const AusstattungsqualitaetSpezialausstattungSchema = z.object({
  id: jsonId(),
  spezialausstattung_id: jsonId(),
  gebaeudeteil_id: jsonId(),
  kategorie: z.enum(ausstattungskategorien, { error: messages.babKategorieUngueltig }),
});

export const AusstattungsqualitaetFieldsSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  status_online: optionalId([0, 1], messages.statusUngueltig),
  bewertungen: z
    .array(AusstattungsqualitaetBewertungSchema)
    .refine(
      (list) =>
        list.length === gebaeudeteile.length &&
        gebaeudeteile.every((t) => list.some((b) => b.gebaeudeteil_id === t.id)),
      messages.babAlleGebaeudeteile,
    ),
  hauptheizsystem_id: heizsystemId,
  nebenheizsystem_id: heizsystemId,
  gka_qualitaet_id: optionalId(
    gesamtqualitaeten.map((q) => q.id),
    messages.babGkaQualitaetUngueltig,
  ),
  nutzflaeche: optionalDecimal(),
  hwbm: optionalDecimal(energieDezimalen.hwb),
  fgeem: optionalDecimal(energieDezimalen.fgee),
  co2m: optionalDecimal(energieDezimalen.co2),
  pebm: optionalDecimal(energieDezimalen.peb),
  pebm_ern: optionalDecimal(),
  hwb: energieklasseFeld,
  fgee: energieklasseFeld,
  co2: energieklasseFeld,
  peb: energieklasseFeld,
  /** The attached special equipment; on create the rows collected before the first save (claimed). */
  spezialausstattung: z.array(AusstattungsqualitaetSpezialausstattungSchema).default([]),
});
export type AusstattungsqualitaetInput = FormInput<z.input<typeof AusstattungsqualitaetFieldsSchema>>;
export type AusstattungsqualitaetFields = z.output<typeof AusstattungsqualitaetFieldsSchema>;

/**
 * The submit checks of SPEC §5 (ausstattungsqualitaetFehler) as zod issues, at the path the form shows them: the special
 * parts' messages at `bewertungen.<index>.stufe`, the rest at their field.
 */
export function ausstattungsqualitaetIssues(value: AusstattungsqualitaetFields, ctx: z.RefinementCtx): void {
  const errors = ausstattungsqualitaetFehler({
    status_online: value.status_online,
    hauptheizsystem_id: value.hauptheizsystem_id,
    nebenheizsystem_id: value.nebenheizsystem_id,
    bewertungen: value.bewertungen,
    spezialausstattung: value.spezialausstattung.map((s) => ({
      id: s.spezialausstattung_id,
      gebaeudeteil_id: s.gebaeudeteil_id,
      kategorie: s.kategorie,
    })),
  });
  for (const [field, list] of Object.entries(errors)) {
    const teil = /^bewertungen\.(\d+)$/.exec(field);
    const path = teil
      ? ['bewertungen', value.bewertungen.findIndex((b) => b.gebaeudeteil_id === Number(teil[1])), 'stufe']
      : [field];
    for (const message of list) ctx.addIssue({ code: 'custom', message, path });
  }
}

/** Browser form and server use case alike: the fields plus the SPEC §5 submit checks. */
export const AusstattungsqualitaetSchema =
  AusstattungsqualitaetFieldsSchema.superRefine(ausstattungsqualitaetIssues);
/** A new BAB may leave out the ratings: then all 17 parts start with their default weights, unrated. */
export const AusstattungsqualitaetCreateSchema = AusstattungsqualitaetFieldsSchema.extend({
  bewertungen: AusstattungsqualitaetFieldsSchema.shape.bewertungen.default(leereBewertungen),
});
export const AusstattungsqualitaetUpdateSchema = AusstattungsqualitaetFieldsSchema.extend({
  version: jsonVersion,
});

/** Points, overall quality (only when every part is rated) and energy results, as the server stores them. */
export interface AusstattungsqualitaetErgebnis {
  punkte: number;
  gesamtqualitaet_id: 1 | 2 | 3 | null;
  gewichtung_summe: number;
}
export function ausstattungsqualitaetErgebnis(
  bewertungen: readonly AusstattungsqualitaetBewertung[],
): AusstattungsqualitaetErgebnis {
  const punkte = ausstattungsqualitaetPunkte(bewertungen);
  const komplett = bewertungen.length > 0 && bewertungen.every((b) => b.stufe !== null);
  return {
    punkte,
    gesamtqualitaet_id: komplett ? ausstattungsqualitaetGesamtqualitaet(punkte) : null,
    gewichtung_summe: bewertungen.reduce((s, b) => s + Math.round(b.gewichtung * 100), 0) / 100,
  };
}

export type EnergieWerte = Record<'hwbm' | 'fgeem' | 'co2m' | 'pebm' | 'pebm_ern', number | null> &
  Record<EnergieIndikator, Energieklasse | null>;

const messwert = { hwb: 'hwbm', fgee: 'fgeem', co2: 'co2m', peb: 'pebm' } as const;
export const energieMesswert = messwert;

/**
 * The classes follow their numbers (SPEC §5); a class typed by hand counts only while its number is
 * empty. pebm_ern_anteil = 100 / pebm × pebm_ern.
 */
export function energieErgebnis(werte: EnergieWerte): Record<EnergieIndikator, Energieklasse | null> & {
  pebm_ern_anteil: number | null;
} {
  const klasse = (i: EnergieIndikator) => {
    const wert = werte[messwert[i]];
    return wert === null ? werte[i] : energieklasse(i, wert);
  };
  return {
    hwb: klasse('hwb'),
    fgee: klasse('fgee'),
    co2: klasse('co2'),
    peb: klasse('peb'),
    pebm_ern_anteil: pebmErnAnteil(werte.pebm, werte.pebm_ern),
  };
}

const energieklasseAnswer = z.enum(energieklassen).nullable();
const zahl = z.number().nullable();

export const AusstattungsqualitaetBewertungZeileSchema = z.object({
  gebaeudeteil_id: z.number().int(),
  name: z.string(),
  gewichtung: z.number(),
  stufe: z.literal([1, 2, 3, 4]).nullable(),
});
export type AusstattungsqualitaetBewertungZeile = z.output<typeof AusstattungsqualitaetBewertungZeileSchema>;

/** Typeahead item (`GET /api/spezialausstattungen?q=`) and data of `POST /spezialausstattung/new`. */
export const SpezialausstattungKurzSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gebaeudeteil_id: z.number().int(),
  category_name: z.string(),
  ausstattung_name: z.string(),
  kategorie: z.enum(ausstattungskategorien),
});
export type SpezialausstattungKurz = z.output<typeof SpezialausstattungKurzSchema>;

/** One attached special equipment (a bab_spezialausstattung row; no BAB yet while collected before the first save). */
export const AusstattungsqualitaetSpezialausstattungZeileSchema = SpezialausstattungKurzSchema.extend({
  ausstattungsqualitaet_id: z.number().int().nullable(),
  spezialausstattung_id: z.number().int(),
});
export type AusstattungsqualitaetSpezialausstattungZeile = z.output<
  typeof AusstattungsqualitaetSpezialausstattungZeileSchema
>;

const ausstattungsqualitaetShape = {
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  status_online: zahl,
  punkte: zahl,
  gesamtqualitaet_id: zahl,
  gesamtqualitaet: z.string().nullable(),
  hauptheizsystem_id: zahl,
  nebenheizsystem_id: zahl,
  grundkostenanteil_id: zahl,
  gka_qualitaet_id: zahl,
  nutzflaeche: zahl,
  hwbm: zahl,
  fgeem: zahl,
  co2m: zahl,
  pebm: zahl,
  pebm_ern: zahl,
  pebm_ern_anteil: zahl,
  hwb: energieklasseAnswer,
  fgee: energieklasseAnswer,
  co2: energieklasseAnswer,
  peb: energieklasseAnswer,
  ...editorNamesShape,
};
/** A list row. */
export const AusstattungsqualitaetZeileSchema = recordSchema(ausstattungsqualitaetShape);
export type Ausstattungsqualitaet = z.output<typeof AusstattungsqualitaetZeileSchema>;
/** GET /api/ausstattungsqualitaeten/{id}: with all 17 parts and the special equipment. */
export const AusstattungsqualitaetDetailSchema = recordSchema({
  ...ausstattungsqualitaetShape,
  bewertungen: z.array(AusstattungsqualitaetBewertungZeileSchema),
  spezialausstattung: z.array(AusstattungsqualitaetSpezialausstattungZeileSchema),
});
export type AusstattungsqualitaetDetail = z.output<typeof AusstattungsqualitaetDetailSchema>;

/** The catalogues `GET /api/gebaeudeteile` (with default weights) and `GET /api/heizsysteme`. */
export const GebaeudeteilSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gewichtung: z.number(),
});
export const HeizsystemSchema = z.object({ id: z.number().int(), name: z.string() });

/** SPEC §7 add call body: 'A special equipment needs its id'. */
export const AusstattungsqualitaetSpezialausstattungAddSchema = z.object({
  spezialausstattung_id: jsonId(messages.spezialausstattungPflicht),
});

/** The creation form in a modal (`POST /spezialausstattung/new`). */
export const SpezialausstattungCreateSchema = z.object({
  gebaeudeteil_id: gebaeudeteilId(messages.babGebaeudeteilUngueltig),
  ausstattung_name: requiredText(100),
  name: requiredText(200),
  kategorie: z.enum(ausstattungskategorien, { error: messages.babKategorieUngueltig }),
});
export type SpezialausstattungInput = FormInput<z.input<typeof SpezialausstattungCreateSchema>>;

export const qualitaetsstufenOptionen = (Object.entries(qualitaetsstufen) as [string, string][]).map(
  ([value, label]) => ({
    value: Number(value) as Qualitaetsstufe,
    label,
  }),
);

/** The 17 parts with their default weights, unrated: the start of a new BAB. */
export function leereBewertungen(): {
  gebaeudeteil_id: number;
  gewichtung: number;
  stufe: Qualitaetsstufe | null;
}[] {
  return gebaeudeteile.map((t) => ({ gebaeudeteil_id: t.id, gewichtung: t.gewichtung, stufe: null }));
}
