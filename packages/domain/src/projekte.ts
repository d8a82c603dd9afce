import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { webUrlPattern } from './fields';
import {
  catalogueChoice,
  jsonId,
  jsonVersion,
  maxId,
  pflichtOder,
  optionalText,
  requiredText,
} from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** The nine Austrian states of DOMAIN (ids 1–9, seeded by migration 0005). */
export const bundeslaender = [
  { id: 1, name: 'Burgenland' },
  { id: 2, name: 'Kärnten' },
  { id: 3, name: 'Niederösterreich' },
  { id: 4, name: 'Oberösterreich' },
  { id: 5, name: 'Salzburg' },
  { id: 6, name: 'Steiermark' },
  { id: 7, name: 'Tirol' },
  { id: 8, name: 'Vorarlberg' },
  { id: 9, name: 'Wien' },
] as const;
export const bundeslandWien = 9;

/** Roles of a firm in a project (DOMAIN `firma_rollen`, seeded by migration 0005). */
export const projektRollen = [
  { id: 1, key: 'bautraeger', name: 'Bauträger' },
  { id: 2, key: 'gu', name: 'Generalunternehmer' },
  { id: 3, key: 'architekt', name: 'Architekt' },
  { id: 4, key: 'verkaeufer', name: 'Verkäufer' },
  { id: 5, key: 'makler', name: 'Makler' },
  { id: 6, key: 'hausverwaltung', name: 'Hausverwaltung' },
] as const;
export type ProjektRolleKey = (typeof projektRollen)[number]['key'];

/** Types of project URLs (DOMAIN `url_typen`, seeded by migration 0005). */
export const urlTypen = [
  { id: 1, name: 'Projektwebsite' },
  { id: 2, name: 'Bauträger-Website' },
  { id: 3, name: 'Inserat' },
  { id: 4, name: 'Presse' },
  { id: 5, name: 'Sonstige' },
] as const;

/** Project status (DOMAIN leaves the values open; the column defaults to 1). */
export const projektStatus = [
  { id: 1, name: 'In Planung' },
  { id: 2, name: 'In Bau' },
  { id: 3, name: 'Fertiggestellt' },
] as const;

const catalogueName = (list: readonly { id: number; name: string }[], id: number | null | undefined) =>
  list.find((e) => e.id === id)?.name ?? null;
export const bundeslandName = (id: number | null | undefined) => catalogueName(bundeslaender, id);
export const projektRolleName = (id: number | null | undefined) => catalogueName(projektRollen, id);
export const urlTypName = (id: number | null | undefined) => catalogueName(urlTypen, id);

/** A catalogue id: required, one of the given ids. */
export function catalogueId(list: readonly { id: number }[], message: string) {
  return catalogueChoice(
    list.map((e) => e.id),
    message,
  );
}

function optionalCatalogueId(list: readonly { id: number }[], message: string) {
  return catalogueId(list, message).nullable().default(null);
}

function optionalCoordinate(max: number) {
  return z
    .number({ error: messages.keineZahl })
    .min(-max, messages.projektKoordinateUngueltig)
    .max(max, messages.projektKoordinateUngueltig)
    .nullable()
    .default(null);
}

/** Exactly `digits` digits, or nothing (a longer text says `message`, not 'zu lang'). */
function optionalDigits(digits: number, message: string) {
  return optionalText(digits + 10, { regex: new RegExp(`^(\\d{${digits}})?$`), message });
}

/** Required; a wrong value (a text, 0, 1.5) says so (not 'Pflichtfeld'). */
export const projektnrField = z
  .number({ error: pflichtOder(messages.projektnrUngueltig) })
  .int(messages.projektnrUngueltig)
  .positive(messages.projektnrUngueltig)
  .max(maxId, messages.projektnrUngueltig);

export const ProjektFieldsSchema = z.object({
  projektnr: projektnrField,
  name: requiredText(200),
  strasse: optionalText(200),
  /** Austrian postcodes have 4 digits (every project lies in a Bundesland). */
  plz: optionalDigits(4, messages.plzUngueltig),
  ort: optionalText(100),
  bezirk: optionalText(100),
  bundesland_id: optionalCatalogueId(bundeslaender, messages.bundeslandUngueltig),
  geo_lat: optionalCoordinate(90),
  geo_long: optionalCoordinate(180),
  /** Katastralgemeinde: 5 digits. */
  kg: optionalDigits(5, messages.kgUngueltig),
  ez: optionalText(20),
  status: catalogueId(projektStatus, messages.statusUngueltig).default(1),
});
export const ProjektCreateSchema = ProjektFieldsSchema;
export const ProjektUpdateSchema = ProjektFieldsSchema.extend({ version: jsonVersion });
export type ProjektInput = FormInput<z.input<typeof ProjektFieldsSchema>>;
export type ProjektFields = z.output<typeof ProjektFieldsSchema>;

export const ProjektSchema = recordSchema({
  projektnr: z.number().int(),
  name: z.string(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  bezirk: z.string().nullable(),
  bundesland_id: z.number().int().nullable(),
  geo_lat: z.number().nullable(),
  geo_long: z.number().nullable(),
  kg: z.string().nullable(),
  ez: z.string().nullable(),
  status: z.number().int(),
  bundesland_name: z.string().nullable(),
  ...editorNamesShape,
});
export type Projekt = z.output<typeof ProjektSchema>;

/** A firm in a project role; `display` is what SPEC §7's add call answers. */
export const ProjektFirmaSchema = z.object({
  id: z.number().int(),
  projekt_id: z.number().int(),
  firma_id: z.number().int(),
  firma_name: z.string(),
  fbnr: z.string().nullable(),
  firma_rolle_id: z.number().int(),
  rolle_name: z.string(),
  display: z.string(),
});
export type ProjektFirma = z.output<typeof ProjektFirmaSchema>;

export const ProjektUrlSchema = z.object({
  id: z.number().int(),
  projekt_id: z.number().int(),
  url: z.string(),
  typ_id: z.number().int(),
  typ_name: z.string(),
  created: z.string(),
});
export type ProjektUrl = z.output<typeof ProjektUrlSchema>;

/** GET /api/projekte/{id}: the record with its firms and URLs. */
export const ProjektDetailSchema = ProjektSchema.extend({
  firmen: z.array(ProjektFirmaSchema),
  urls: z.array(ProjektUrlSchema),
});
export type ProjektDetail = z.output<typeof ProjektDetailSchema>;

/** Typeahead item (`GET /api/projekte?q=`, at most 30). */
export const ProjektKurzSchema = z.object({
  id: z.number().int(),
  projektnr: z.number().int(),
  name: z.string(),
});
export type ProjektKurz = z.output<typeof ProjektKurzSchema>;

export function projektDisplay(p: { projektnr: number; name: string }): string {
  return `${p.projektnr} – ${p.name}`;
}

export function projektFirmaDisplay(firmaName: string, rolleName: string): string {
  return `${firmaName} (${rolleName})`;
}

/** SPEC §7 `POST /api/projekt/{projekt_id}/firma/add`: creator_id / editor_id are accepted and ignored. */
export const ProjektFirmaAddSchema = z.object({
  firma_id: jsonId(messages.firmaPflicht),
  firma_rolle_id: catalogueId(projektRollen, messages.rolleUngueltig),
  creator_id: z.unknown().optional(),
  editor_id: z.unknown().optional(),
});

export const ProjektUrlFieldsSchema = z.object({
  // '' says only 'Pflichtfeld' (the pattern lets it through).
  url: requiredText(2000).regex(
    new RegExp(`^(?:${webUrlPattern.source.slice(1, -1)})?$`),
    messages.urlUngueltig,
  ),
  typ_id: catalogueId(urlTypen, messages.urlTypUngueltig),
  projekt_id: jsonId(messages.pflichtfeld),
});
/** SPEC §7 `POST /api/projekte/url/create` with data.url, data.typ_id, data.projekt_id. */
export const ProjektUrlCreateSchema = z.object({ data: ProjektUrlFieldsSchema });
export type ProjektUrlFields = z.output<typeof ProjektUrlFieldsSchema>;

/** Erfassungsnotiz (DOMAIN): text, erledigt; newest first. */
export const ErfassungsnotizCreateSchema = z.object({ text: requiredText(4000) });
export const ErfassungsnotizToggleSchema = z.object({
  erledigt: z.boolean({ error: messages.ungueltigeAnfrage }),
});

export const ErfassungsnotizSchema = z.object({
  id: z.number().int(),
  projekt_id: z.number().int(),
  text: z.string(),
  erledigt: z.boolean(),
  erledigt_am: z.string().nullable(),
  created: z.string(),
  creator_name: z.string().nullable(),
});
export type Erfassungsnotiz = z.output<typeof ErfassungsnotizSchema>;

/** The counts of SPEC §3/§7: alle, offen, erledigt. */
export const NotizCountsSchema = z.object({
  alle: z.number().int(),
  offen: z.number().int(),
  erledigt: z.number().int(),
});
export type NotizCounts = z.output<typeof NotizCountsSchema>;

export function notizCounts(notes: readonly { erledigt: boolean }[]): NotizCounts {
  const erledigt = notes.filter((n) => n.erledigt).length;
  return { alle: notes.length, offen: notes.length - erledigt, erledigt };
}

/** SPEC §4: newest first by creation (ties by id, newest first). */
export function sortNotizen<T extends { created: string; id: number }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => (a.created === b.created ? b.id - a.id : a.created < b.created ? 1 : -1));
}
