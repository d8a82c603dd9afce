import { z } from 'zod';
import { messages } from './messages';
import { parseDecimal } from './format';
import { idField, optionalDate, optionalText, requiredText, versionField } from './schema-helpers';
import { bauklassen, nflBgfStandard, type GrundkostenanteilErgebnis } from './grundkostenanteile-berechnung';
import type { BaseRow } from './api';

/** Form inputs arrive as text ('1.234,5') or numbers; '' and null mean "not given". */
export const zahlAusText = (v: unknown): unknown => {
  if (v === '' || v === undefined) return null;
  return typeof v === 'string' ? (parseDecimal(v) ?? v) : v;
};

/** A required number within (min, max]: `exclusiveMin` keeps 0 out (areas, heights). */
export function pflichtZahl(opts: { min: number; max: number; exclusiveMin?: boolean; message: string }) {
  return z.preprocess(
    (v) => zahlAusText(v) ?? undefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.pflichtfeld : messages.keineZahl) })
      .refine((n) => (opts.exclusiveMin ? n > opts.min : n >= opts.min) && n <= opts.max, opts.message),
  );
}

export function optionaleZahl(opts: { min: number; max: number; message: string }) {
  return z.preprocess(
    zahlAusText,
    z
      .number({ error: messages.keineZahl })
      .refine((n) => n >= opts.min && n <= opts.max, opts.message)
      .nullable(),
  );
}

/** A project id picked in a form (typeahead). */
export const projektIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idField(messages.projektPflicht),
);

/** An optional date: DD.MM.YYYY as typed, or ISO YYYY-MM-DD; answers ISO or null. */
export const optionalDatum = optionalDate(messages.datumUngueltig);

const flaechenMax = 9_999_999;

export const WidmungZeileSchema = z
  .object({
    widmung: requiredText(100),
    bauklasse: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.enum(bauklassen, messages.gkaBauklasseUngueltig).nullable(),
    ),
    flaeche: pflichtZahl({ min: 0, max: flaechenMax, exclusiveMin: true, message: messages.bwZahlPositiv }),
    hoehe: pflichtZahl({ min: 0, max: 1000, exclusiveMin: true, message: messages.bwZahlPositiv }),
    hoehe_geschoss: pflichtZahl({ min: 0, max: 100, exclusiveMin: true, message: messages.bwZahlPositiv }),
    nfl_bgf: z.preprocess(
      (v) => zahlAusText(v) ?? nflBgfStandard,
      z
        .number({ error: messages.gkaNflBgfUngueltig })
        .refine((n) => n > 0 && n <= 1, messages.gkaNflBgfUngueltig),
    ),
  })
  .superRefine((z0, ctx) => {
    if (z0.hoehe_geschoss > z0.hoehe) {
      ctx.addIssue({
        code: 'custom',
        path: ['hoehe_geschoss'],
        message: messages.gkaGeschossHoeherAlsGebaeude,
      });
    }
  });
export type WidmungZeileInput = z.input<typeof WidmungZeileSchema>;
export type WidmungZeileFields = z.output<typeof WidmungZeileSchema>;

const gkaFields = {
  /** null: the sum of the project's Ankäufe (DOMAIN). Whole euros. */
  kaufpreis_summe: optionaleZahl({
    min: 0,
    max: 99_999_999_999,
    message: messages.bwBetragUngueltig,
  }).transform((v) => (v === null ? null : Math.round(v))),
  bemerkung: optionalText(2000),
  widmungen: z.array(WidmungZeileSchema).max(200).default([]),
};

export const GrundkostenanteilCreateSchema = z.object({ projekt_id: projektIdField, ...gkaFields });
export const GrundkostenanteilUpdateSchema = z.object({ ...gkaFields, version: versionField });
export type GrundkostenanteilInput = z.input<typeof GrundkostenanteilCreateSchema>;
export type GrundkostenanteilCreate = z.output<typeof GrundkostenanteilCreateSchema>;
export type GrundkostenanteilUpdate = z.output<typeof GrundkostenanteilUpdateSchema>;

export interface GrundkostenanteilWidmung extends WidmungZeileFields {
  id: number;
  position: number;
  geschosse: number;
  bgf: number;
  nfl: number;
}

export interface GrundkostenanteilErgebnisVoll extends GrundkostenanteilErgebnis {
  /** Σ ankaufpreis of the project's Ankäufe, whole euros: the default of kaufpreis_summe. */
  kaufpreis_ankaeufe: number;
  /** whether kaufpreis_summe is the stored override (else 'aus Ankäufen') */
  kaufpreis_manuell: boolean;
}

export interface Grundkostenanteil extends BaseRow {
  projekt_id: number;
  projektnr: number;
  projekt_name: string;
  kaufpreis_summe: number | null;
  bemerkung: string | null;
  widmungen: GrundkostenanteilWidmung[];
  ergebnis: GrundkostenanteilErgebnisVoll;
  creator_name: string | null;
  editor_name: string | null;
}

/** A list row: the record with its results. */
export interface GrundkostenanteilZeile {
  id: number;
  projekt_id: number;
  projektnr: number;
  projekt_name: string;
  widmungen_anzahl: number;
  kaufpreis_summe: number;
  bgf_summe: number;
  nfl_summe: number;
  preis_bgf: number | null;
  preis_nfl: number | null;
  updated: string;
}

/** SPEC §7 `GET /api/gka/nfl/{projekt_id}/{target}`. */
export const gkaNflTargets = ['ankauf', 'bab'] as const;
export type GrundkostenanteilNflTarget = (typeof gkaNflTargets)[number];
export interface GrundkostenanteilNflAnswer {
  /** € per m² NFL */
  gkq: number | null;
  nfl: number | null;
}

export const grundkostenanteilSortable = ['projektnr', 'updated'] as const;
export const grundkostenanteilFilterKeys = ['projekt_id', 'projektnr'] as const;
