import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { jsonId, jsonVersion, optionalText, pflichtOder, requiredText } from './schema-helpers';
import { bauklassen, nflBgfStandard, type GrundkostenanteilErgebnis } from './grundkostenanteile-berechnung';
import { editorNamesShape, recordSchema } from './api';

const flaechenMax = 9_999_999;

/** A required JSON number in (0, max]: areas and heights (issue 30: no text, no true, no [7]). */
const positiveZahl = (max: number) =>
  z
    .number({ error: pflichtOder(messages.keineZahl) })
    .gt(0, messages.bwZahlPositiv)
    .max(max, messages.bwZahlPositiv);

export const WidmungZeileSchema = z
  .object({
    widmung: requiredText(100),
    bauklasse: z.enum(bauklassen, messages.gkaBauklasseUngueltig).nullable().default(null),
    flaeche: positiveZahl(flaechenMax),
    hoehe: positiveZahl(1000),
    hoehe_geschoss: positiveZahl(100),
    nfl_bgf: z
      .number({ error: messages.gkaNflBgfUngueltig })
      .gt(0, messages.gkaNflBgfUngueltig)
      .max(1, messages.gkaNflBgfUngueltig)
      .default(nflBgfStandard),
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
export type WidmungZeileInput = FormInput<z.input<typeof WidmungZeileSchema>>;
export type WidmungZeileFields = z.output<typeof WidmungZeileSchema>;

const gkaFields = {
  /** null: the sum of the project's Ankäufe (DOMAIN). Whole euros. */
  kaufpreis_summe: z
    .number({ error: messages.keineZahl })
    .min(0, messages.bwBetragUngueltig)
    .max(99_999_999_999, messages.bwBetragUngueltig)
    .transform((v) => Math.round(v))
    .nullable()
    .default(null),
  bemerkung: optionalText(2000),
  widmungen: z.array(WidmungZeileSchema).max(200).default([]),
};

export const GrundkostenanteilCreateSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  ...gkaFields,
});
export const GrundkostenanteilUpdateSchema = z.object({ ...gkaFields, version: jsonVersion });
export type GrundkostenanteilInput = FormInput<z.input<typeof GrundkostenanteilCreateSchema>>;
export type GrundkostenanteilCreate = z.output<typeof GrundkostenanteilCreateSchema>;
export type GrundkostenanteilUpdate = z.output<typeof GrundkostenanteilUpdateSchema>;

const widmungAnswerShape = {
  widmung: z.string(),
  bauklasse: z.enum(bauklassen).nullable(),
  flaeche: z.number(),
  hoehe: z.number(),
  hoehe_geschoss: z.number(),
  nfl_bgf: z.number(),
};
export const GrundkostenanteilWidmungSchema = z.looseObject({
  id: z.number().int(),
  position: z.number().int(),
  ...widmungAnswerShape,
  geschosse: z.number(),
  bgf: z.number(),
  nfl: z.number(),
});
export type GrundkostenanteilWidmung = z.output<typeof GrundkostenanteilWidmungSchema>;

const ergebnisShape = {
  kaufpreis_summe: z.number(),
  bgf_summe: z.number(),
  nfl_summe: z.number(),
  preis_bgf: z.number().nullable(),
  preis_nfl: z.number().nullable(),
};
export const GrundkostenanteilErgebnisVollSchema = z.looseObject({
  ...ergebnisShape,
  /** Σ ankaufpreis of the project's Ankäufe, whole euros: the default of kaufpreis_summe. */
  kaufpreis_ankaeufe: z.number(),
  /** whether kaufpreis_summe is the stored override (else 'aus Ankäufen') */
  kaufpreis_manuell: z.boolean(),
});
export type GrundkostenanteilErgebnisVoll = z.output<typeof GrundkostenanteilErgebnisVollSchema> &
  GrundkostenanteilErgebnis;

export const GrundkostenanteilSchema = recordSchema({
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  kaufpreis_summe: z.number().nullable(),
  bemerkung: z.string().nullable(),
  widmungen: z.array(GrundkostenanteilWidmungSchema),
  ergebnis: GrundkostenanteilErgebnisVollSchema,
  ...editorNamesShape,
});
export type Grundkostenanteil = z.output<typeof GrundkostenanteilSchema>;

/** A list row: the record with its results. */
export const GrundkostenanteilZeileSchema = z.looseObject({
  id: z.number().int(),
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  widmungen_anzahl: z.number().int(),
  ...ergebnisShape,
  updated: z.string(),
});
export type GrundkostenanteilZeile = z.output<typeof GrundkostenanteilZeileSchema>;

/** SPEC §7 `GET /api/gka/nfl/{projekt_id}/{target}`. */
export const gkaNflTargets = ['ankauf', 'bab'] as const;
export type GrundkostenanteilNflTarget = (typeof gkaNflTargets)[number];
export const GrundkostenanteilNflAnswerSchema = z.object({
  /** € per m² NFL */
  gkq: z.number().nullable(),
  nfl: z.number().nullable(),
});
export type GrundkostenanteilNflAnswer = z.output<typeof GrundkostenanteilNflAnswerSchema>;
/** `GET /api/gka/ankaufsumme/{projekt_id}`: the default of kaufpreis_summe before the record exists. */
export const GrundkostenanteilAnkaufsummeSchema = z.object({ kaufpreis_ankaeufe: z.number() });
