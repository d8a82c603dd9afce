import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { jsonVersion, optionalText, requiredText, safeString } from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** Countries for the Firma form (ISO 3166 alpha-3, lower case; DOMAIN): the EU, CH, LI, GB, US and neighbours. */
export const laender = [
  { code: 'aut', name: 'Österreich' },
  { code: 'deu', name: 'Deutschland' },
  { code: 'che', name: 'Schweiz' },
  { code: 'lie', name: 'Liechtenstein' },
  { code: 'ita', name: 'Italien' },
  { code: 'cze', name: 'Tschechien' },
  { code: 'svk', name: 'Slowakei' },
  { code: 'hun', name: 'Ungarn' },
  { code: 'svn', name: 'Slowenien' },
  { code: 'bel', name: 'Belgien' },
  { code: 'bgr', name: 'Bulgarien' },
  { code: 'dnk', name: 'Dänemark' },
  { code: 'est', name: 'Estland' },
  { code: 'fin', name: 'Finnland' },
  { code: 'fra', name: 'Frankreich' },
  { code: 'grc', name: 'Griechenland' },
  { code: 'irl', name: 'Irland' },
  { code: 'hrv', name: 'Kroatien' },
  { code: 'lva', name: 'Lettland' },
  { code: 'ltu', name: 'Litauen' },
  { code: 'lux', name: 'Luxemburg' },
  { code: 'mlt', name: 'Malta' },
  { code: 'nld', name: 'Niederlande' },
  { code: 'pol', name: 'Polen' },
  { code: 'prt', name: 'Portugal' },
  { code: 'rou', name: 'Rumänien' },
  { code: 'swe', name: 'Schweden' },
  { code: 'esp', name: 'Spanien' },
  { code: 'cyp', name: 'Zypern' },
  { code: 'nor', name: 'Norwegen' },
  { code: 'srb', name: 'Serbien' },
  { code: 'gbr', name: 'Vereinigtes Königreich' },
  { code: 'usa', name: 'Vereinigte Staaten' },
] as const;

export const defaultLand = 'aut';

export function landName(code: string | null | undefined): string {
  if (!code) return '';
  return laender.find((l) => l.code === code)?.name ?? code.toUpperCase();
}

/**
 * SPEC §5: spaces are removed from an Austrian FirmenbuchNr (country empty or 'aut', the default). A
 * foreign register number keeps its spaces ('HRB 12345'), only trimmed and with single spaces.
 * An Austrian number is stored in one form, as people paste it or as the register writes it: 'FN 38240k',
 * 'FN38240k', '38240K', '038240k' and '38240 k' are all '38240k' (so the duplicate check finds them).
 * Anything else stays as typed, for the format check to name.
 */
export function normalizeFbnr(value: string | null | undefined, land?: string | null): string {
  const text = value ?? '';
  if (!fbnrChecked(land)) return text.trim().replace(/\s+/g, ' ');
  const compact = text.replace(/\s+/g, '');
  const register = /^(?:FN)?0*([1-9]\d{0,5})([a-z])$/i.exec(compact);
  return register ? `${register[1]}${register[2]!.toLowerCase()}` : compact;
}

/** SPEC §5: the FN check applies only when the country is empty or 'aut'. */
export function fbnrChecked(land: string | null | undefined): boolean {
  return !land || land === defaultLand;
}

const fbnrPattern = /^(\d{1,6})([a-z])$/;

/** 1 to 6 digits followed by one lowercase letter (SPEC §5); the number must already be normalized. */
export function isValidFbnr(fbnr: string): boolean {
  return fbnrPattern.test(fbnr);
}

/** DOMAIN: the check letter of FN N is "abdfghikmpstvwxyz"[N mod 17]. */
export const fbnrPruefbuchstaben = 'abdfghikmpstvwxyz';

export function fbnrPruefbuchstabe(nummer: number): string {
  return fbnrPruefbuchstaben[nummer % 17]!;
}

/** The format error of SPEC §5 where the check applies (Austrian FN), else null; the number must be normalized. */
export function fbnrFormatFehler(
  fbnr: string | null | undefined,
  land: string | null | undefined,
): string | null {
  return fbnr && fbnrChecked(land) && !isValidFbnr(fbnr) ? messages.fbnrUngueltig : null;
}

/** A valid FN with a wrong check letter is a warning ('Prüfbuchstabe …'), never a block (DOMAIN). */
export function fbnrWarning(fbnr: string | null | undefined, land: string | null | undefined): string | null {
  const value = normalizeFbnr(fbnr);
  if (!fbnrChecked(land)) return null;
  const match = fbnrPattern.exec(value);
  if (!match) return null;
  return fbnrPruefbuchstabe(Number(match[1])) === match[2] ? null : messages.fbnrPruefbuchstabe;
}

/** Whether the form looks the number up for duplicates: set, and valid where the check applies (SPEC §5). */
export function fbnrLookupAllowed(fbnr: string | null | undefined, land: string | null | undefined): boolean {
  const value = normalizeFbnr(fbnr);
  return value !== '' && (!fbnrChecked(land) || isValidFbnr(value));
}

/** An extract from the Austrian register needs a valid Austrian FN. */
export function fbnrAuszugAllowed(fbnr: string | null | undefined, land: string | null | undefined): boolean {
  const value = normalizeFbnr(fbnr);
  return fbnrChecked(land) && isValidFbnr(value);
}

/** A JSON number or null (absent is null too). */
const optionalCoordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullable().default(null);

export const firmaRollen = ['bautraeger', 'kaeufer', 'makler'] as const;
export type FirmaRolle = (typeof firmaRollen)[number];
export const firmaRolleLabels: Record<FirmaRolle, string> = {
  bautraeger: 'Bauträger',
  kaeufer: 'Käufer',
  makler: 'Makler',
};

const firmaObject = z.object({
  name: requiredText(200),
  /** Normalized with the country (withFbnr): spaces go only from an Austrian FN. */
  fbnr: safeString()
    .trim()
    .max(50, messages.zuLang(50))
    .nullish()
    .transform((v) => v || null),
  /** Three letters (ISO 3166 alpha-3), any case; empty is Austria. */
  land: safeString()
    .regex(/^\s*([a-zA-Z]{3})?\s*$/, messages.landUngueltig)
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => v || defaultLand),
  plz: optionalText(10),
  ort: optionalText(100),
  adresse: optionalText(200),
  geo_lat: optionalCoordinate(-90, 90, messages.breitengradUngueltig),
  geo_long: optionalCoordinate(-180, 180, messages.laengengradUngueltig),
  ist_bautraeger: z.boolean().default(false),
  ist_kaeufer: z.boolean().default(false),
  ist_makler: z.boolean().default(false),
  bautraeger_info: optionalText(2000),
  kaeufer_info: optionalText(2000),
  makler_info: optionalText(2000),
  funktionskennung: optionalText(20),
  rechtsform: optionalText(100),
  sitz: optionalText(100),
});

const withFbnr = <T extends { fbnr: string | null; land: string }>(value: T): T => ({
  ...value,
  fbnr: normalizeFbnr(value.fbnr, value.land) || null,
});

function checkFbnr(value: { fbnr: string | null; land: string }, ctx: z.RefinementCtx) {
  const fehler = fbnrFormatFehler(value.fbnr, value.land);
  if (fehler) ctx.addIssue({ code: 'custom', path: ['fbnr'], message: fehler });
}

export const FirmaFieldsSchema = firmaObject.transform(withFbnr).superRefine(checkFbnr);
export const FirmaCreateSchema = FirmaFieldsSchema;
export const FirmaUpdateSchema = firmaObject
  .extend({ version: jsonVersion })
  .transform(withFbnr)
  .superRefine(checkFbnr);
export type FirmaInput = FormInput<z.input<typeof FirmaFieldsSchema>>;
export type FirmaFields = z.output<typeof FirmaFieldsSchema>;

export const FirmaSchema = recordSchema({
  name: z.string(),
  fbnr: z.string().nullable(),
  land: z.string(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  adresse: z.string().nullable(),
  geo_lat: z.number().nullable(),
  geo_long: z.number().nullable(),
  ist_bautraeger: z.boolean(),
  ist_kaeufer: z.boolean(),
  ist_makler: z.boolean(),
  bautraeger_info: z.string().nullable(),
  kaeufer_info: z.string().nullable(),
  makler_info: z.string().nullable(),
  funktionskennung: z.string().nullable(),
  rechtsform: z.string().nullable(),
  sitz: z.string().nullable(),
  firmenbuch_stand: z.string().nullable(),
  ...editorNamesShape,
});
export type Firma = z.output<typeof FirmaSchema>;

/** Typeahead item, the data of a successful `POST /firmen/new` and of `/api/firmen/privatfirma` (SPEC §7). */
export const FirmaKurzSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fbnr: z.string().nullable(),
});
export type FirmaKurz = z.output<typeof FirmaKurzSchema>;

export function firmaDisplay(f: { name: string; fbnr?: string | null }): string {
  return f.fbnr ? `${f.name} (FN ${f.fbnr})` : f.name;
}

/** Geocoding needs PLZ and street (SPEC §5); answers the message when something is missing. */
export function geocodeInputError(address: { strasse?: string | null; plz?: string | null }): string | null {
  return address.strasse?.trim() && address.plz?.trim() ? null : messages.plzStrasseFehlt;
}

/** SPEC §9 map constants. */
export const mapDefaults = {
  lat: 48.2086,
  long: 16.3731,
  zoom: 15,
  locationZoom: 18,
  geolocationTimeoutMs: 5000,
} as const;

/** SPEC §5: 'Fehler bei Abfrage. Code: ... Msg: ...' */
export function geocodeAbfrageFehler(code: string | number, msg: string): string {
  return `Fehler bei Abfrage. Code: ${code} Msg: ${msg}`;
}
