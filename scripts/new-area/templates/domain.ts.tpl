import { z } from 'zod';
import { editorNamesShape, recordSchema } from './api';
import { optionalDatum, projektIdField } from './fields';
import { messages } from './messages';
import { optionalText, plainDigitsPattern, requiredText, strictNumber, versionField } from './schema-helpers';

/** The statuses of a __singular__, by their stored id. */
export const __key__Status = [
  { id: 0, label: 'Offen' },
  { id: 1, label: 'In Bearbeitung' },
  { id: 2, label: 'Erledigt' },
] as const;

export const __Name__FieldsSchema = z.object({
  projekt_id: projektIdField,
  datum: optionalDatum,
  bezeichnung: requiredText(200),
  status: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    strictNumber(
      z.coerce.number().refine((v) => __key__Status.some((s) => s.id === v), messages.statusUngueltig),
      plainDigitsPattern,
    ),
  ),
  bemerkung: optionalText(2000),
});
export const __Name__CreateSchema = __Name__FieldsSchema;
export const __Name__UpdateSchema = __Name__FieldsSchema.extend({ version: versionField });
export type __Name__Fields = z.output<typeof __Name__CreateSchema>;

export const __Name__Schema = recordSchema({
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  datum: z.string().nullable(),
  bezeichnung: z.string(),
  status: z.number().int(),
  bemerkung: z.string().nullable(),
  ...editorNamesShape,
});
export type __Name__ = z.output<typeof __Name__Schema>;
