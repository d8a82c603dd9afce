import { z } from 'zod';
import { messages } from './messages';
import { optionaleZahl, pflichtZahl, projektIdField, zahlAusText } from './fields';
import { optionalText, requiredText, versionField } from './schema-helpers';
import { bauklassen, nflBgfStandard, type GrundkostenanteilErgebnis } from './grundkostenanteile-berechnung';
import { editorNamesShape, recordSchema } from './api';

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
