import { z } from 'zod';
import { messages } from './messages';
import { jsonId, jsonVersion, safeString } from './schema-helpers';

/**
 * Kaufobjekte import from deeds (SPEC §2 'Import page for contract lists', §3 Urkundenabfrage / Import,
 * §4, §7 `import:kaufobjekte-{id}`; DOMAIN 'Registers and imports', 'Deed import (more)'): an import for a
 * court and start year over a TZ range; one Urkundenabfrage row per TZ walking the resumable stages.
 */
export const urkundenabfrageStatuses = [
  'neu',
  'liste_geholt',
  'urkunde_geholt',
  'gelesen',
  'zugeordnet',
  'freigegeben',
  'fehler',
  'abgebrochen',
  'kein_kauf',
] as const;
export type UrkundenabfrageStatus = (typeof urkundenabfrageStatuses)[number];
export const urkundenabfrageStatusLabels: Record<UrkundenabfrageStatus, string> = {
  neu: 'neu',
  liste_geholt: 'Liste geholt',
  urkunde_geholt: 'Urkunde geholt',
  gelesen: 'gelesen',
  zugeordnet: 'zugeordnet',
  freigegeben: 'freigegeben',
  fehler: 'Fehler',
  abgebrochen: 'abgebrochen',
  kein_kauf: 'kein Kauf',
};
/** The stage a row failed in: what 'erneut' repeats (list, deed fetch = API, reading, approval). */
export const fehlerStufen = ['liste', 'urkunde', 'lesen', 'freigabe'] as const;
export type FehlerStufe = (typeof fehlerStufen)[number];

/** Deed kinds that sell a unit: only these become rows (a Pfandbestellung creates no Kaufobjekt). */
export const kaufUrkundenArten = ['Kaufvertrag', 'Kauf- und Wohnungseigentumsvertrag'] as const;

/**
 * Deeds that transfer a unit without a sale (issue 25): they end in status 'kein_kauf' with their kind in
 * `art`, an outcome of their own, not an error (no Kaufobjekt; nothing to repeat).
 */
export const keinKaufArten = ['Schenkungsvertrag', 'Übergabsvertrag', 'Wohnungseigentumsvertrag'] as const;
export type KeinKaufArt = (typeof keinKaufArten)[number];

/** The kind of a deed list entry or title that is no purchase ('Übergabevertrag' is an Übergabsvertrag). */
export function keinKaufArt(art: string | null | undefined): KeinKaufArt | null {
  const a = (art ?? '').toLowerCase().replace(/\s+/g, '');
  if (/kauf/.test(a)) return null;
  if (/schenkung/.test(a)) return 'Schenkungsvertrag';
  if (/übergab|uebergab/.test(a)) return 'Übergabsvertrag';
  if (/wohnungseigentumsvertrag/.test(a)) return 'Wohnungseigentumsvertrag';
  return null;
}

/** Largest TZ range of one import (a court registers some 5,000–7,600 a year: an import takes a slice). */
export const maxTzProImport = 2000;
/** Fields read below this confidence must be confirmed before approval. */
export const konfidenzSchwelle = 0.9;
/** A project is proposed automatically only from this score on (0–1); below, staff choose. */
export const projektSchwelle = 0.6;

const jahrField = z
  .number({ error: 'Bitte ein gültiges Jahr angeben.' })
  .int('Bitte ein gültiges Jahr angeben.')
  .min(2006, 'Bitte ein Jahr ab 2006 angeben.')
  .max(2100, 'Bitte ein gültiges Jahr angeben.');
const tzField = z
  .number({ error: 'Bitte eine TZ angeben.' })
  .int('Bitte eine ganze Zahl angeben.')
  .min(1, 'Die TZ beginnt bei 1.')
  .max(99_999, 'Die TZ ist zu groß.');

export const ImportCreateSchema = z
  .object({
    gericht: safeString({ error: 'Pflichtfeld' })
      .trim()
      .regex(/^\d{3}$/, 'Das Bezirksgericht hat eine dreistellige Nummer (z. B. 631).'),
    jahr: jahrField,
    tz_von: tzField,
    tz_bis: tzField,
  })
  .superRefine((v, ctx) => {
    if (v.tz_bis < v.tz_von)
      ctx.addIssue({ code: 'custom', path: ['tz_bis'], message: 'Die letzte TZ liegt vor der ersten.' });
    else if (v.tz_bis - v.tz_von + 1 > maxTzProImport)
      ctx.addIssue({
        code: 'custom',
        path: ['tz_bis'],
        message: `Höchstens ${maxTzProImport.toLocaleString('de-AT')} TZ pro Import.`,
      });
  });
export type ImportCreate = z.output<typeof ImportCreateSchema>;

/** A word box on a page, in PDF points from the page's top-left corner. */
export const BoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type Box = z.output<typeof BoxSchema>;
export const QuelleSchema = z.object({
  seite: z.number().int(),
  boxen: z.array(BoxSchema),
  text: z.string(),
});
export type Quelle = z.output<typeof QuelleSchema>;

export const ParteiSchema = z.object({
  typ: z.enum(['firma', 'person']),
  name: z.string(),
  fbnr: z.string().nullable(),
  vorname: z.string().nullable(),
  nachname: z.string().nullable(),
  geboren: z.string().nullable(),
  /** The share bought or sold, 'a/b' (corrected in the review; absent when not read). */
  anteil: z.string().nullable().optional(),
  /** The existing Firma with this FN (buyers and sellers that are firms). */
  firma_id: z.number().int().nullable(),
});
export type Partei = z.output<typeof ParteiSchema>;

/** DOMAIN 'Deed import (more)': a read field with its confidence, source words and confirmation. */
export const FeldSchema = z.object({
  wert: z.union([z.string(), z.number(), z.array(ParteiSchema)]).nullable(),
  konfidenz: z.number(),
  quelle: QuelleSchema.nullable(),
  /** Who confirmed or corrected it (user id), null while unconfirmed. */
  bestaetigt: z.number().int().nullable(),
});
export type Feld = z.output<typeof FeldSchema>;

export const feldNamen = [
  'kaufpreis_netto',
  'kaufpreis_brutto',
  'top_nr',
  'nutzflaeche',
  'kaufdatum',
  'kg',
  'ez',
  'adresse',
  'kaeufer',
  'verkaeufer',
  'tz',
] as const;
export type FeldName = (typeof feldNamen)[number];
export const feldLabels: Record<FeldName, string> = {
  kaufpreis_netto: 'Kaufpreis netto',
  kaufpreis_brutto: 'Kaufpreis brutto',
  top_nr: 'TopNr',
  nutzflaeche: 'Nutzfläche',
  kaufdatum: 'Kaufdatum',
  kg: 'KG',
  ez: 'EZ',
  adresse: 'Adresse',
  kaeufer: 'Käufer',
  verkaeufer: 'Verkäufer',
  tz: 'TZ laut Urkunde',
};
/**
 * Read for the review's information only (issue 25): the land-register share of the unit ('58/1612') and its
 * B-LNR, shown with their words. Not required, not confirmed, not stored on the Kaufobjekt.
 */
export const infoFeldNamen = ['anteile', 'blnr'] as const;
export type InfoFeldName = (typeof infoFeldNamen)[number];
export const infoFeldLabels: Record<InfoFeldName, string> = { anteile: 'Anteile (Grundbuch)', blnr: 'B-LNR' };
export type Felder = Partial<Record<FeldName | InfoFeldName, Feld>>;
export const FelderSchema = z.partialRecord(z.enum([...feldNamen, ...infoFeldNamen]), FeldSchema);

/** A failed cross-check (errors tab): which field and why. */
export const PruefungSchema = z.object({ code: z.string(), feld: z.string().nullable(), text: z.string() });
export type Pruefung = z.output<typeof PruefungSchema>;

/** A project candidate with its score and the reasons (KG+EZ, address, TopNr, Bauträger = Verkäufer). */
export const KandidatSchema = z.object({
  projekt_id: z.number().int(),
  projektnr: z.number().int(),
  name: z.string(),
  score: z.number(),
  gruende: z.array(z.string()),
});
export type Kandidat = z.output<typeof KandidatSchema>;

export const UrkundenabfrageSchema = z.object({
  id: z.number().int(),
  import_id: z.number().int(),
  /** Null for a deed a user dropped in whose TZ is not known (then `felder.tz` holds what was read). */
  tz: z.number().int().nullable(),
  /** A PDF a user already had, dropped into the import (not fetched from the register). */
  eigene_datei: z.boolean(),
  jahr: z.number().int(),
  gericht: z.string(),
  status: z.enum(urkundenabfrageStatuses),
  fehler_stufe: z.enum(fehlerStufen).nullable(),
  fehler: z.string().nullable(),
  art: z.string().nullable(),
  eingelangt: z.string().nullable(),
  urkunde_id: z.number().int().nullable(),
  gescannt: z.boolean().nullable(),
  felder: FelderSchema,
  pruefungen: z.array(PruefungSchema),
  kandidaten: z.array(KandidatSchema),
  projekt_id: z.number().int().nullable(),
  kaufobjekt_id: z.number().int().nullable(),
  version: z.number().int(),
  updated: z.string().nullable(),
});
export type Urkundenabfrage = z.output<typeof UrkundenabfrageSchema>;

/** A row's TZ as lists and the review show it: '1234/2019', or 'eigene Datei' for a dropped deed without. */
export const urkundeTzText = (r: Pick<Urkundenabfrage, 'tz' | 'jahr'>): string =>
  r.tz === null ? messages.importEigeneDatei : `${r.tz}/${r.jahr}`;

export const ImportStatsSchema = z.record(z.enum(urkundenabfrageStatuses), z.number().int());
export type ImportStats = z.output<typeof ImportStatsSchema>;

export const KaufobjekteImportSchema = z.object({
  id: z.number().int(),
  gericht: z.string(),
  jahr: z.number().int(),
  tz_von: z.number().int(),
  tz_bis: z.number().int(),
  /** SPEC §3 Import.locked: a batch runs (and its process is alive: the lock's heartbeat is fresh). */
  locked: z.boolean(),
  created: z.string(),
  creator_name: z.string().nullable(),
  stats: ImportStatsSchema,
  quelle: z.enum(['simulator', 'verrechnungsstelle']),
});
export type KaufobjekteImport = z.output<typeof KaufobjekteImportSchema>;

/** SPEC §7 channel `import:kaufobjekte-{id}`: pushes the page sends, events the server emits. */
export const importTopic = (id: number) => `import:kaufobjekte-${id}`;
export const importPushes = {
  renderOverview: 'render_overview',
  renderErrors: 'render_errors',
  renderToBeApproved: 'render_to_be_approved',
  fetchUrkundenlisten: 'fetch_urkundenlisten',
  fetchUrkundenabfragen: 'fetch_urkundenabfragen',
  fetchUrkundenabfragenAgain: 'fetch_urkundenabfragen_again',
  fetchUrkundenabfragenWithFailedApi: 'fetch_urkundenabfragen_with_failed_api',
  applyOcrs: 'apply_ocrs',
  fetchUrkundenliste: 'fetch_urkundenliste',
  fetchUrkundenabfrage: 'fetch_urkundenabfrage',
  cancelFetchUrkundenabfrage: 'cancel_fetch_urkundenabfrage',
  applyOcr: 'apply_ocr',
  addResource: 'add_resource',
  cancelImport: 'cancel_import',
} as const;
export type ImportPush = (typeof importPushes)[keyof typeof importPushes];
export const importEvents = {
  fetchUrkundenlistenDone: 'fetch_urkundenlisten_done',
  fetchUrkundenabfragenDone: 'fetch_urkundenabfragen_done',
  renderUrkundeRow: 'render_urkunde_row',
  lock: 'lock',
  unlock: 'unlock',
  applyOcrDone: 'apply_ocr_done',
  applyOcrsDone: 'apply_ocrs_done',
} as const;

/** Batch operations (the import is locked while they run) and the single-row operations. */
export const batchAktionen = ['listen', 'urkunden', 'urkunden_erneut', 'urkunden_api_fehler', 'ocr'] as const;
export type BatchAktion = (typeof batchAktionen)[number];
export const rowAktionen = ['liste', 'urkunde', 'ocr'] as const;
export type RowAktion = (typeof rowAktionen)[number];

export const RowPushSchema = z.object({ id: jsonId() });
export const AddResourceSchema = z.object({ id: jsonId(), projekt_id: jsonId() });
/** Assigning a row's project by hand. */
export const ZuordnungSchema = z.object({
  projekt_id: jsonId(messages.projektPflicht),
  version: jsonVersion,
});
/** A field corrected or confirmed in the review (wert null = confirm the value as read). */
export const FeldKorrekturSchema = z.object({
  feld: z.enum(feldNamen),
  wert: z.union([safeString().max(500, messages.zuLang(500)), z.number()]).nullable(),
  version: jsonVersion,
});
export type FeldKorrektur = z.output<typeof FeldKorrekturSchema>;

/** Fields that must be confirmed before approval: read uncertainly, or named by a failed cross-check. */
export function offeneFelder(row: Pick<Urkundenabfrage, 'felder' | 'pruefungen'>): FeldName[] {
  const offen = new Set<FeldName>();
  for (const name of feldNamen) {
    const f = row.felder[name];
    if (f && f.bestaetigt === null && f.konfidenz < konfidenzSchwelle) offen.add(name);
  }
  for (const p of row.pruefungen) {
    const f = p.feld as FeldName | null;
    if (f && (feldNamen as readonly string[]).includes(f) && row.felder[f]?.bestaetigt === null) offen.add(f);
  }
  return [...offen];
}

/** '1.234.567,89' / '1234567.89' → 1234567.89; null when it is no amount. */
export function betrag(text: string): number | null {
  const t = text.replace(/\s/g, '');
  if (!/^\d[\d.]*(,\d{1,2})?$/.test(t)) return null;
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** 'W 12', 'Top 12', 'Top12' → '12' for comparing TopNr. */
export const topNrKern = (top: string) =>
  top
    .replace(/^(top|w|whg\.?|wohnung)\s*/i, '')
    .trim()
    .toLowerCase();

export const importPath = (id: number) => `/importe/kaufobjekte/${id}`;
export const importTabs = ['uebersicht', 'fehler', 'freigabe', 'zuordnung', 'kein_kauf'] as const;
export type ImportTab = (typeof importTabs)[number];
export const importTabLabels: Record<ImportTab, string> = {
  uebersicht: 'Übersicht',
  fehler: 'Fehler',
  freigabe: 'Zu genehmigen',
  zuordnung: 'Projektzuordnung',
  kein_kauf: 'Kein Kauf',
};

/** The status as a badge says it: a deed that is no purchase names its kind. */
export const urkundenabfrageStatusText = (r: Pick<Urkundenabfrage, 'status' | 'art'>) =>
  r.status === 'kein_kauf' && r.art ? `kein Kauf: ${r.art}` : urkundenabfrageStatusLabels[r.status];
