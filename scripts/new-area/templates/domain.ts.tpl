import { z } from 'zod';
import { editorNamesShape, recordSchema } from './api';
import type { FormInput } from './form-input';
import { messages } from './messages';
import {
  catalogueChoice,
  jsonId,
  jsonVersion,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './schema-helpers';

/** The statuses of a __singular__, by their stored id. */
export const __key__Status = [
  { id: 0, label: 'Offen' },
  { id: 1, label: 'In Bearbeitung' },
  { id: 2, label: 'Erledigt' },
] as const;

/**
 * The API takes exact JSON (issue 30): ids and numbers as JSON numbers, dates ISO, catalogue values from
 * their enum; the form's text ('TT.MM.JJJJ', '1') is converted in the web (withFormInput/formToApi).
 */
export const __Name__FieldsSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  datum: optionalIsoDate(),
  bezeichnung: requiredText(200),
  status: catalogueChoice(
    __key__Status.map((s) => s.id),
    messages.statusUngueltig,
  ).default(0),
  bemerkung: optionalText(2000),
});
export const __Name__CreateSchema = __Name__FieldsSchema;
export const __Name__UpdateSchema = __Name__FieldsSchema.extend({ version: jsonVersion });
export type __Name__Input = FormInput<z.input<typeof __Name__CreateSchema>>;
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
