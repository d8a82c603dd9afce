import { z } from 'zod';
import type { FormInput } from './form-input';
import { editorNamesShape, recordSchema } from './api';
import { messages } from './messages';
import { jsonId, jsonVersion, pflichtOder, requiredText } from './schema-helpers';

/** Frontend-BenutzerInnen: the users of a Kunde's frontend (SPEC §6), managed in the back office. */

const emailField = z
  .email({ error: pflichtOder(messages.ungueltigeEmail) })
  .max(200, messages.zuLang(200))
  .toLowerCase();

const frontendBenutzerFields = {
  kunde_id: jsonId(messages.kundePflicht),
  name: requiredText(200),
  email: emailField,
  /** A customer's own admin (SPEC §6: online counts split into kunden and admins). */
  admin: z.boolean().default(false),
  aktiv: z.boolean().default(true),
};
export const FrontendBenutzerCreateSchema = z.object(frontendBenutzerFields);
export const FrontendBenutzerUpdateSchema = z.object({ ...frontendBenutzerFields, version: jsonVersion });
export type FrontendBenutzerInput = FormInput<z.input<typeof FrontendBenutzerCreateSchema>>;
export type FrontendBenutzerFields = z.output<typeof FrontendBenutzerCreateSchema>;

export const FrontendBenutzerSchema = recordSchema({
  kunde_id: z.number().int(),
  kunde_name: z.string(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  aktiv: z.boolean(),
  ...editorNamesShape,
});
export type FrontendBenutzer = z.output<typeof FrontendBenutzerSchema>;

/** Typeahead items of `/api/kunden/frontend/{projekte|kunden}/typeahead` (SPEC §7): id and name. */
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.output<typeof IdNameSchema>;
