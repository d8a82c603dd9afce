import { z } from 'zod';
import { messages } from './messages';
import {
  catalogueChoice,
  jsonId,
  jsonVersion,
  optionalIsoDate,
  optionalText,
  pflichtOder,
  queryNumber,
  requiredText,
} from './schema-helpers';
import { nutzwertStatus, weObjektArten } from './nutzwertgutachten-berechnung';
import { editorNamesShape, recordSchema } from './api';

export type NutzwertStatus = keyof typeof nutzwertStatus;
export const nutzwertStatusListe = ([0, 1, 2, 3] as const).map((id) => ({ id, name: nutzwertStatus[id] }));
export const nutzwertStatusName = (id: number | null | undefined): string =>
  (nutzwertStatus as Record<number, string>)[id ?? -1] ?? '';

/** A surcharge or deduction sum in % (0–100): a JSON number, 0 when absent. */
const prozentZahl = z
  .number({ error: messages.nwgProzentUngueltig })
  .min(0, messages.nwgProzentUngueltig)
  .max(100, messages.nwgProzentUngueltig);
const prozent = prozentZahl.default(0);

export const WeObjektSchema = z.object({
  top_nr: requiredText(30),
  art: z.enum(weObjektArten, messages.nwgArtUngueltig),
  nutzflaeche: z
    .number({ error: pflichtOder(messages.keineZahl) })
    .gt(0, messages.bwZahlPositiv)
    .max(99_999, messages.bwZahlPositiv),
  zuschlaege: prozent,
  abschlaege: prozent,
});
export type WeObjektInput = z.input<typeof WeObjektSchema>;
export type WeObjektFields = z.output<typeof WeObjektSchema>;

/** The weo-calc action's query (`GET …/weo-calc?nutzflaeche=&zuschlaege=&abschlaege=`). */
export const WeoCalcWerteSchema = WeObjektSchema.pick({
  nutzflaeche: true,
  zuschlaege: true,
  abschlaege: true,
});
/** In the query: text in JSON number syntax ('1.125' is 1.125, '1e3' is 1000; never German, issue 30). */
const prozentQuery = z
  .number({ error: messages.nwgProzentUngueltig })
  .min(0, messages.nwgProzentUngueltig)
  .max(100, messages.nwgProzentUngueltig);
export const WeoCalcQuerySchema = z.object({
  nutzflaeche: queryNumber(
    z
      .number({ error: messages.bwZahlPositiv })
      .gt(0, messages.bwZahlPositiv)
      .max(99_999, messages.bwZahlPositiv),
  ),
  zuschlaege: queryNumber(prozentQuery, messages.nwgProzentUngueltig).default(0),
  abschlaege: queryNumber(prozentQuery, messages.nwgProzentUngueltig).default(0),
});

const gutachtenFields = {
  status: catalogueChoice(
    nutzwertStatusListe.map((s) => s.id),
    messages.statusUngueltig,
  ).default(0),
  gutachter: optionalText(200),
  datum: optionalIsoDate(messages.datumUngueltig),
  gericht: optionalText(100),
  tz: optionalText(50),
  we_objekte: z.array(WeObjektSchema).max(1000).default([]),
};

/** Top numbers are unique within one appraisal. */
function checkTopNr(value: { we_objekte: WeObjektFields[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.we_objekte.forEach((o, i) => {
    const key = o.top_nr.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['we_objekte', i, 'top_nr'], message: messages.nwgTopNrDoppelt });
    seen.add(key);
  });
}

export const NutzwertgutachtenCreateSchema = z
  .object({ projekt_id: jsonId(messages.projektPflicht), ...gutachtenFields })
  .superRefine(checkTopNr);
export const NutzwertgutachtenUpdateSchema = z
  .object({ projekt_id: jsonId(messages.projektPflicht), ...gutachtenFields, version: jsonVersion })
  .superRefine(checkTopNr);
export type NutzwertgutachtenInput = z.input<typeof NutzwertgutachtenCreateSchema>;
export type NutzwertgutachtenFields = z.output<typeof NutzwertgutachtenCreateSchema>;

export const WeObjektZeileSchema = z.looseObject({
  id: z.number().int(),
  position: z.number().int(),
  top_nr: z.string(),
  art: z.enum(weObjektArten),
  nutzflaeche: z.number(),
  zuschlaege: z.number(),
  abschlaege: z.number(),
  nutzwert: z.number(),
  /** Nutzwert ÷ Σ Nutzwerte (0 … 1) */
  anteil: z.number(),
});
export type WeObjektZeile = z.output<typeof WeObjektZeileSchema>;

/** What the record and its list row both show, in this order. */
const kopfShape = {
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  status: z.number().int(),
  gutachter: z.string().nullable(),
  datum: z.string().nullable(),
};

export const NutzwertgutachtenSchema = recordSchema({
  ...kopfShape,
  gericht: z.string().nullable(),
  tz: z.string().nullable(),
  we_objekte: z.array(WeObjektZeileSchema),
  nutzwert_summe: z.number(),
  ...editorNamesShape,
});
export type Nutzwertgutachten = z.output<typeof NutzwertgutachtenSchema>;

export const NutzwertgutachtenZeileSchema = z.looseObject({
  id: z.number().int(),
  ...kopfShape,
  objekte_anzahl: z.number().int(),
  nutzwert_summe: z.number(),
  updated: z.string(),
});
export type NutzwertgutachtenZeile = z.output<typeof NutzwertgutachtenZeileSchema>;

export const NutzwertEinstellungenSchema = z.object({
  /** The configured weo-calc action URL (env WEO_CALC_URL). */
  weo_calc_url: z.string(),
});
export type NutzwertEinstellungen = z.output<typeof NutzwertEinstellungenSchema>;
