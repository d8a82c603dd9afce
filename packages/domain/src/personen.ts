import { z } from 'zod';
import { jsonVersion, optionalEmail, optionalText, requiredText } from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

export const PersonFieldsSchema = z.object({
  titel: optionalText(50),
  vorname: requiredText(100),
  nachname: requiredText(100),
  email: optionalEmail,
  telefon: optionalText(50),
});
export const PersonCreateSchema = PersonFieldsSchema;
export const PersonUpdateSchema = PersonFieldsSchema.extend({ version: jsonVersion });
export type PersonInput = z.input<typeof PersonFieldsSchema>;
export type PersonFields = z.output<typeof PersonFieldsSchema>;

export const PersonSchema = recordSchema({
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  ...editorNamesShape,
});
export type Person = z.output<typeof PersonSchema>;
/** Typeahead item and the data of a successful `POST /personen/new` (SPEC §7). */
export const PersonKurzSchema = z.object({ id: z.number().int(), vorname: z.string(), nachname: z.string() });
export type PersonKurz = z.output<typeof PersonKurzSchema>;

export function personDisplay(p: {
  vorname: string | null;
  nachname: string;
  titel?: string | null;
}): string {
  return [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ');
}
