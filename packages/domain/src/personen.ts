import { z } from 'zod';
import { optionalEmail, optionalText, requiredText, versionField } from './schema-helpers';
import type { BaseRow } from './api';

export const PersonFieldsSchema = z.object({
  titel: optionalText(50),
  vorname: requiredText(100),
  nachname: requiredText(100),
  email: optionalEmail,
  telefon: optionalText(50),
});
export const PersonCreateSchema = PersonFieldsSchema;
export const PersonUpdateSchema = PersonFieldsSchema.extend({ version: versionField });
export type PersonInput = z.input<typeof PersonFieldsSchema>;
export type PersonFields = z.output<typeof PersonFieldsSchema>;

export interface Person extends BaseRow, PersonFields {
  creator_name: string | null;
  editor_name: string | null;
}
/** Typeahead item and the data of a successful `POST /personen/new` (SPEC §7). */
export interface PersonKurz {
  id: number;
  vorname: string;
  nachname: string;
}

export const personSortable = ['nachname', 'vorname', 'created'] as const;
/** Filter keys the Personen list understands (besides fulltext). */
export const personFilterKeys = ['vorname', 'nachname', 'email'] as const;

export function personDisplay(p: { vorname: string | null; nachname: string; titel?: string | null }): string {
  return [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ');
}
