import { z } from 'zod';
import { editorNamesShape, recordSchema } from './api';
import { messages } from './messages';
import {
  allPermissions,
  permissionCatalogue,
  permissionDefinitions,
  vorlageHaelt,
  vorlagenNamen,
  type Permission,
  type VorlagenName,
} from './permissions';
import type { FormInput } from './form-input';
import { jsonVersion, optionalJsonId, requiredText, safeString } from './schema-helpers';

/** Longest an administrator may act as another user (DOMAIN: impersonation ≤ 60 min). */
export const anmeldenAlsMaxMinuten = 60;

/** Permission names are an enum the document lists; stored once each, in the catalogue's order. */
const berechtigungenField = z
  .array(z.enum(allPermissions as [Permission, ...Permission[]], messages.berechtigungUnbekannt))
  .max(100, messages.zuVieleEintraege(100))
  .transform((list) => allPermissions.filter((p) => list.includes(p)));

/** Required, format email (the document says so); stored in lower case. */
const emailField = z
  .email({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? messages.pflichtfeld : messages.ungueltigeEmail,
  })
  .max(200, messages.zuLang(200))
  .toLowerCase();

export const BenutzerFieldsSchema = z.object({
  email: emailField,
  name: requiredText(200),
  aktiv: z.boolean().default(true),
  is_admin: z.boolean().default(false),
  berechtigungen: berechtigungenField.default([]),
  vorlage_id: optionalJsonId(),
});
/** Create: optionally an initial password; without one the answer carries a one-time set-password link. */
export const BenutzerCreateSchema = BenutzerFieldsSchema.extend({
  passwort: safeString()
    .max(200, messages.zuLang(200))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const BenutzerUpdateSchema = BenutzerFieldsSchema.extend({ version: jsonVersion });
export type BenutzerFields = z.output<typeof BenutzerFieldsSchema>;
export type BenutzerCreate = z.output<typeof BenutzerCreateSchema>;
export type BenutzerInput = FormInput<z.input<typeof BenutzerFieldsSchema>>;

export const BenutzerSchema = recordSchema({
  email: z.string(),
  name: z.string(),
  aktiv: z.boolean(),
  is_admin: z.boolean(),
  berechtigungen: z.array(z.custom<Permission>((v) => typeof v === 'string')),
  vorlage_id: z.number().int().nullable(),
  vorlage_name: z.string().nullable(),
  letzter_login: z.string().nullable(),
  anonymisiert_am: z.string().nullable(),
  hat_passwort: z.boolean(),
  ...editorNamesShape,
});
export type Benutzer = z.output<typeof BenutzerSchema>;

/** The one-time set-password link shown to the administrator (no mail server needed). */
export const PasswortLinkSchema = z.object({ link: z.string(), gueltig_bis: z.string() });
export type PasswortLink = z.output<typeof PasswortLinkSchema>;
export const passwortSetzenPfad = '/passwort-setzen';

export const PasswortSetzenSchema = z.object({
  token: safeString().min(1).max(200),
  passwort: safeString().max(200),
});
export const PasswortAendernSchema = z.object({
  aktuell: safeString().max(200),
  neu: safeString().max(200),
});

export const AnonymisierenSchema = z.object({ email: safeString().trim().toLowerCase().max(200) });
export const AnmeldenAlsSchema = z.object({
  grund: requiredText(500),
  minuten: z
    .number({ error: messages.anmeldenAlsDauer(anmeldenAlsMaxMinuten) })
    .int(messages.anmeldenAlsDauer(anmeldenAlsMaxMinuten))
    .min(1, messages.anmeldenAlsDauer(anmeldenAlsMaxMinuten))
    .max(anmeldenAlsMaxMinuten, messages.anmeldenAlsDauer(anmeldenAlsMaxMinuten))
    .default(anmeldenAlsMaxMinuten),
});

/** What the impersonated user is told at their next login. */
export const AnmeldungAlsHinweisSchema = z.object({
  id: z.number().int(),
  von: z.string(),
  grund: z.string(),
  beginn: z.string(),
  bis: z.string(),
});
export type AnmeldungAlsHinweis = z.output<typeof AnmeldungAlsHinweisSchema>;

// Permission templates (berechtigungVorlagen, SPEC §6).
export const VorlageFieldsSchema = z.object({
  name: requiredText(100),
  berechtigungen: berechtigungenField.default([]),
});
export const VorlageUpdateSchema = VorlageFieldsSchema.extend({
  version: jsonVersion,
  /** Also change the users made from it (added permissions added, removed ones removed). */
  anwenden: z.boolean().default(false),
});
export const VorlageSchema = recordSchema({
  name: z.string(),
  berechtigungen: z.array(z.custom<Permission>((v) => typeof v === 'string')),
  benutzer_anzahl: z.number().int(),
  ...editorNamesShape,
});
export type Vorlage = z.output<typeof VorlageSchema>;
export type VorlageFields = z.output<typeof VorlageFieldsSchema>;

/** The templates every installation starts with, from the permissions' definitions (permissions.ts). */
export const standardVorlagen: readonly { name: VorlagenName; berechtigungen: readonly Permission[] }[] =
  vorlagenNamen.map((name) => ({
    name,
    berechtigungen: allPermissions.filter((p) => vorlageHaelt(name, permissionDefinitions[p])),
  }));

/** How a user's set deviates from its template: permissions added and taken away. */
export function vorlageAbweichung(
  berechtigungen: readonly string[],
  vorlage: readonly string[],
): { plus: Permission[]; minus: Permission[] } {
  return {
    plus: allPermissions.filter((p) => berechtigungen.includes(p) && !vorlage.includes(p)),
    minus: allPermissions.filter((p) => !berechtigungen.includes(p) && vorlage.includes(p)),
  };
}

/** 'Vorlage: Sachbearbeitung' or 'Vorlage: Sachbearbeitung (angepasst +2/−1)'. */
export function vorlageText(
  name: string,
  abweichung: { plus: readonly unknown[]; minus: readonly unknown[] },
): string {
  const { plus, minus } = abweichung;
  return plus.length || minus.length
    ? `Vorlage: ${name} (angepasst +${plus.length}/−${minus.length})`
    : `Vorlage: ${name}`;
}

/** The template whose set is exactly this one (ticking boxes selects it, SPEC §6), if any. */
export function passendeVorlage<V extends { id: number; berechtigungen: readonly string[] }>(
  vorlagen: readonly V[],
  berechtigungen: readonly string[],
): V | undefined {
  const set = new Set(berechtigungen);
  return vorlagen.find(
    (v) => v.berechtigungen.length === set.size && v.berechtigungen.every((p) => set.has(p)),
  );
}

export const permissionLabel = (p: Permission): string => permissionCatalogue[p];

/** A user's 'Protokoll': audit rows they wrote, or that were written as them (impersonation). */
export const ProtokollZeileSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  table_name: z.string(),
  record_id: z.number().int(),
  action: z.string(),
  user_name: z.string().nullable(),
  original_user_name: z.string().nullable(),
});
export type ProtokollZeile = z.output<typeof ProtokollZeileSchema>;
export const protokollLimit = 50;

/** What a set-password link's page learns before showing the form (nothing about whose link it is). */
export const passwortLinkZustaende = ['gueltig', 'verwendet', 'abgelaufen', 'ungueltig'] as const;
export type PasswortLinkZustand = (typeof passwortLinkZustaende)[number];
export const PasswortLinkPruefenSchema = z.object({ token: safeString().min(1).max(200) });
