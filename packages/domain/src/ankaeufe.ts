import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { catalogueChoice, jsonId, jsonIdArray, jsonVersion, optionalIsoDate } from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** Ankauf status radios (DOMAIN 'Transactions'). */
export const ankaufStatus = [
  { id: 0, name: 'Offen' },
  { id: 1, name: 'Gültig' },
  { id: 2, name: 'Doublette' },
  { id: 3, name: 'Ungültig' },
] as const;
export type AnkaufStatusId = (typeof ankaufStatus)[number]['id'];
export const ankaufStatusDoublette = 2;
export const ankaufStatusOffen = 0;

export function ankaufStatusName(id: number | null | undefined): string | null {
  return ankaufStatus.find((s) => s.id === id)?.name ?? null;
}

/** SPEC §4: ticking doublette = true selects status 2; otherwise the chosen status stands. */
export function ankaufStatusMitDoublette(status: number, doublette: boolean): number {
  return doublette ? ankaufStatusDoublette : status;
}

/**
 * Status and flag always agree (issue 9): either one saying Doublette makes both say it (status 2 from
 * 'Als Doublette speichern' ticks the flag, a ticked flag selects status 2). To undo a doublette a client
 * sends another status with the flag unticked; the form picks Offen when the flag is unticked on status 2.
 */
export function ankaufDoubletteAbgleich<T extends { status: number; doublette: boolean }>(v: T): T {
  const doublette = v.doublette || v.status === ankaufStatusDoublette;
  return { ...v, doublette, status: ankaufStatusMitDoublette(v.status, doublette) };
}

/** A JSON number ≥ 0 and below the column's limit, rounded to cents; null when none. */
function optionalAmount(max: number) {
  return z
    .number({ error: messages.keineZahl })
    .min(0, messages.nichtNegativ)
    .max(max, messages.wertZuGross)
    .transform((n) => Math.round(n * 100) / 100)
    .nullable()
    .default(null);
}

const ankaufObject = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  status: catalogueChoice(
    ankaufStatus.map((s) => s.id),
    messages.statusUngueltig,
  ).default(ankaufStatusOffen),
  datum: optionalIsoDate(messages.datumUngueltig),
  /** numeric(14,2) */
  ankaufpreis: optionalAmount(999_999_999_999.99),
  /** numeric(10,2) */
  nutzflaeche: optionalAmount(99_999_999.99),
  /** € per m² NFL, numeric(14,2) */
  gka: optionalAmount(999_999_999_999.99),
  doublette: z.boolean().default(false),
});

/** Status and doublette flag agree (SPEC §4), on the server too. */
const withDoubletteRule = ankaufDoubletteAbgleich;

export const AnkaufFieldsSchema = ankaufObject.transform(withDoubletteRule);
/** Create also claims the sellers collected before the first save (ids answered by `POST /api/ankauf/verkaeufer/add`). */
export const AnkaufCreateSchema = ankaufObject
  .extend({ verkaeufer_ids: jsonIdArray(100).default([]) })
  .transform(withDoubletteRule);
export const AnkaufUpdateSchema = ankaufObject.extend({ version: jsonVersion }).transform(withDoubletteRule);
export type AnkaufInput = FormInput<z.input<typeof ankaufObject>>;
export type AnkaufFields = z.output<typeof AnkaufFieldsSchema>;

export const AnkaufVerkaeuferSchema = z.object({
  id: z.number().int(),
  ankauf_id: z.number().int().nullable(),
  firma_id: z.number().int(),
  firma_name: z.string(),
  fbnr: z.string().nullable(),
});
export type AnkaufVerkaeufer = z.output<typeof AnkaufVerkaeuferSchema>;

const ankaufShape = {
  projekt_id: z.number().int(),
  status: z.number().int(),
  datum: z.string().nullable(),
  ankaufpreis: z.number().nullable(),
  nutzflaeche: z.number().nullable(),
  gka: z.number().nullable(),
  doublette: z.boolean(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  ...editorNamesShape,
};
export const AnkaufSchema = recordSchema(ankaufShape);
export type Ankauf = z.output<typeof AnkaufSchema>;
/** A list row: the sellers' names joined. */
export const AnkaufZeileSchema = recordSchema({ ...ankaufShape, verkaeufer_namen: z.string().nullable() });
export type AnkaufZeile = z.output<typeof AnkaufZeileSchema>;
/** GET /api/ankaeufe/{id}: the record with its sellers. */
export const AnkaufDetailSchema = recordSchema({
  ...ankaufShape,
  verkaeufer: z.array(AnkaufVerkaeuferSchema),
});
export type AnkaufDetail = z.output<typeof AnkaufDetailSchema>;

/** SPEC §5/§7: a seller needs a firma. */
export const VerkaeuferAddSchema = z.object({
  firma_id: jsonId(messages.firmaPflicht),
});
