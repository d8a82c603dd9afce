import { z } from 'zod';
import type { FormInput } from './form-input';
import { messages } from './messages';
import { isoDate, jsonId, jsonIdArray, jsonVersion, requiredText } from './schema-helpers';
import { editorNamesShape, recordSchema } from './api';

/** DOMAIN 'Angebotsobjekt': status of a unit on the price list. */
export const angebotsobjektStatus = [
  { value: 'verfuegbar', label: 'Verfügbar' },
  { value: 'reserviert', label: 'Reserviert' },
  { value: 'verkauft', label: 'Verkauft' },
] as const;
export type AngebotsobjektStatus = (typeof angebotsobjektStatus)[number]['value'];
const statusValues = angebotsobjektStatus.map((s) => s.value) as [
  AngebotsobjektStatus,
  ...AngebotsobjektStatus[],
];

export function angebotsobjektStatusLabel(value: string | null | undefined): string {
  return angebotsobjektStatus.find((s) => s.value === value)?.label ?? '';
}

/**
 * The key two TopNr match by, the one normalisation for both the KO-Zuordnung (pre-ticks the Kaufobjekte whose
 * key equals the Angebotsobjekt's) and the Kaufobjekt duplicate warning:
 * case and accents do not count, a leading label 'Top' / 'Top Nr.' / 'W' is dropped, spaces are dropped,
 * and leading zeros of every number go ('Top 3', 'TOP 03', '3' → '3'; 'Stiege 1 / Top 04' → 'stiege1/4';
 * 'Top 3A' → '3a'). Separators other than spaces stay ('1/2' ≠ '12'). Null when nothing is left.
 */
export function topNrKey(topNr: string | null | undefined): string | null {
  if (!topNr) return null;
  const key = topNr
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(?:top|tur|tuer|whg|wohnung)\s*(?:nr\.?|nummer)?[\s.:#-]*(?=[0-9a-z])/g, '')
    .replace(/^\s*w\s*(?=\d)/, '')
    .replace(/[\s.:#-]+/g, '')
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
  return key === '' ? null : key;
}

/** True when both TopNr have the same (non-empty) key. */
export function topNrPasst(a: string | null | undefined, b: string | null | undefined): boolean {
  const ka = topNrKey(a);
  return ka !== null && ka === topNrKey(b);
}

/** A JSON number between 0 and max with at most `scale` decimals (beyond JSON Schema: a refine); null when none. */
function optionalDecimal(max: number, scale: number) {
  return z
    .number({ error: messages.keineZahl })
    .min(0, messages.nichtNegativ)
    .max(max, messages.wertZuGross)
    .refine(
      (n) => Math.abs(n * 10 ** scale - Math.round(n * 10 ** scale)) < 1e-6,
      messages.aoNachkommastellen(scale),
    )
    .nullable()
    .default(null);
}

/**
 * A real calendar date (shared rule) within the years the column may hold (1900–2199): a refine, as a second
 * pattern would cost the document its `format: date` (which the web's form conversion goes by).
 */
const optionalDate = isoDate(messages.datumUngueltig)
  // Only a well-formed date is held against the range: a malformed one has its message from isoDate already.
  .refine(
    (v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || (v >= '1900-01-01' && v <= '2199-12-31'),
    messages.datumUngueltig,
  )
  .nullable()
  .default(null);

export const AngebotsobjektFieldsSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  top_nr: requiredText(30),
  /** m², numeric(10,2) */
  flaeche: optionalDecimal(99_999_999.99, 2),
  /** numeric(4,1): half rooms exist */
  zimmer: optionalDecimal(999.9, 1),
  /** €, numeric(14,2) */
  preis: optionalDecimal(999_999_999_999.99, 2),
  stand: optionalDate,
  status: z.enum(statusValues, { error: messages.statusUngueltig }).default('verfuegbar'),
});
export const AngebotsobjektCreateSchema = AngebotsobjektFieldsSchema;
export const AngebotsobjektUpdateSchema = AngebotsobjektFieldsSchema.extend({ version: jsonVersion });
export type AngebotsobjektInput = FormInput<z.input<typeof AngebotsobjektFieldsSchema>>;
export type AngebotsobjektFields = z.output<typeof AngebotsobjektFieldsSchema>;

export const AngebotsobjektSchema = recordSchema({
  projekt_id: z.number().int(),
  top_nr: z.string(),
  flaeche: z.number().nullable(),
  zimmer: z.number().nullable(),
  preis: z.number().nullable(),
  stand: z.string().nullable(),
  status: z.enum(statusValues),
  projektnr: z.number().int(),
  projekt_name: z.string(),
  /** How many Kaufobjekte are assigned (KO-Zuordnung). */
  kaufobjekte_anzahl: z.number().int(),
  ...editorNamesShape,
});
export type Angebotsobjekt = z.output<typeof AngebotsobjektSchema>;

/** Price per m² of usable area (2 decimals), null unless both are given and the area is positive. */
export function preisProM2(
  preis: number | null | undefined,
  flaeche: number | null | undefined,
): number | null {
  if (preis === null || preis === undefined || !flaeche || flaeche <= 0) return null;
  return Math.round((preis / flaeche) * 100) / 100;
}

/** A Kaufobjekt of the project as the KO-Zuordnung shows it, with its current assignment. */
export const KoZuordnungKaufobjektSchema = z.object({
  id: z.number().int(),
  top_nr: z.string().nullable(),
  status: z.number().int(),
  kaufdatum: z.string().nullable(),
  nutzflaeche: z.number().nullable(),
  nettopreis: z.number().nullable(),
  bruttopreis: z.number().nullable(),
  /** The Angebotsobjekt it is assigned to, or null. */
  angebotsobjekt_id: z.number().int().nullable(),
  angebotsobjekt_top_nr: z.string().nullable(),
  zuordnung_id: z.number().int().nullable(),
});
export type KoZuordnungKaufobjekt = z.output<typeof KoZuordnungKaufobjektSchema>;

/** An Angebotsobjekt of the project with the Kaufobjekte assigned to it. */
export const KoZuordnungAngebotsobjektSchema = z.object({
  id: z.number().int(),
  top_nr: z.string(),
  status: z.enum(statusValues),
  flaeche: z.number().nullable(),
  preis: z.number().nullable(),
  kaufobjekt_ids: z.array(z.number().int()),
});
export type KoZuordnungAngebotsobjekt = z.output<typeof KoZuordnungAngebotsobjektSchema>;

/** GET /api/ko_zuordnung/projekt/{projekt_id}: a project's Angebotsobjekte and Kaufobjekte with assignments. */
export const KoZuordnungProjektSchema = z.object({
  projekt: z.object({ id: z.number().int(), projektnr: z.number().int(), name: z.string() }),
  angebotsobjekte: z.array(KoZuordnungAngebotsobjektSchema),
  kaufobjekte: z.array(KoZuordnungKaufobjektSchema),
  /** More Kaufobjekte match than shown (koZuordnungLimit). */
  kaufobjekte_capped: z.boolean(),
});
export type KoZuordnungProjekt = z.output<typeof KoZuordnungProjektSchema>;

/** GET /api/angebotsobjekte/{id}/ko_zuordnung: the page of one Angebotsobjekt. */
export const KoZuordnungSeiteSchema = z.object({
  angebotsobjekt: AngebotsobjektSchema,
  kaufobjekte: z.array(KoZuordnungKaufobjektSchema),
  kaufobjekte_capped: z.boolean(),
});
export type KoZuordnungSeite = z.output<typeof KoZuordnungSeiteSchema>;

/** Answer of POST /api/angebotsobjekte/{id}/ko_zuordnung: the assigned ids and how many changed. */
export const KoZuordnungGespeichertSchema = z.object({
  kaufobjekt_ids: z.array(z.number().int()),
  zugeordnet: z.number().int(),
  entfernt: z.number().int(),
});

/** The KO-Zuordnung page shows at most this many of a project's Kaufobjekte (filters narrow them). */
export const koZuordnungLimit = 500;
export const koZuordnungFilterKeys = ['top_nr', 'status', 'zugeordnet', 'fulltext'] as const;

const kaufobjektIds = jsonIdArray(koZuordnungLimit).default([]);

/** POST /api/angebotsobjekte/{id}/ko_zuordnung: assign `zuordnen`, unassign `entfernen` (Kaufobjekt ids), atomically. */
export const KoZuordnungSaveSchema = z
  .object({ zuordnen: kaufobjektIds, entfernen: kaufobjektIds })
  .refine((v) => v.zuordnen.length + v.entfernen.length > 0, {
    message: messages.keineAuswahl,
    path: ['zuordnen'],
  })
  .refine((v) => !v.zuordnen.some((id) => v.entfernen.includes(id)), {
    message: messages.ungueltigeAnfrage,
    path: ['entfernen'],
  });
export type KoZuordnungSave = z.output<typeof KoZuordnungSaveSchema>;

/**
 * The Kaufobjekte the page ticks at first: on a path ending in 'new' (SPEC §2) those assigned to this
 * Angebotsobjekt plus the unassigned ones whose TopNr match; otherwise only those assigned to it.
 */
export function vorausgewaehlteKaufobjekte(
  angebotsobjekt: { id: number; top_nr: string },
  kaufobjekte: readonly KoZuordnungKaufobjekt[],
  matchTopNr: boolean,
): number[] {
  return kaufobjekte
    .filter(
      (k) =>
        k.angebotsobjekt_id === angebotsobjekt.id ||
        (matchTopNr && k.angebotsobjekt_id === null && topNrPasst(k.top_nr, angebotsobjekt.top_nr)),
    )
    .map((k) => k.id);
}
