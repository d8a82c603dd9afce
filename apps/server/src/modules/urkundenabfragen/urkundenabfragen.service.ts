import { and, eq, sql } from 'drizzle-orm';
import {
  betrag,
  feldLabels,
  importEvents,
  importTopic,
  kaufUrkundenArten,
  keinKaufArt,
  messages,
  offeneFelder,
  tzText,
  urkundenabfrageStatusLabels,
  type BatchAktion,
  type Feld,
  type FeldKorrektur,
  parseParteien,
  type Felder,
  type ImportCreate,
  type ImportTab,
  type KaufobjekteImport,
  type Partei,
  type RowAktion,
  type Urkundenabfrage,
  type UrkundenabfrageStatus,
} from '@app/domain';
import type { Db } from '../../db/client';
import {
  firmen,
  kaufobjektKaeufer,
  kaufobjekte,
  personen,
  projekte,
  urkundenabfragen,
} from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { ConflictError, NotFoundError, orNotFound, ValidationError } from '../../platform/errors';
import {
  holeUrkunde,
  speichereEigeneUrkunde,
  urkundeBytes,
  type GrundbuchJobContext,
} from '../../platform/grundbuch-urkunden';
import {
  createFirmaFromExtract,
  geocodeAuszug,
  holeAuszug,
  type AuszugOutcome,
  type ExtractGeo,
} from '../../platform/firma-aus-firmenbuch';
import { requireProjekt } from '../../platform/projekt';
import type { FirmenbuchProvider } from '../../platform/providers/fbuch';
import type { Geocoder } from '../../platform/providers/geocoding';
import { GrundbuchError, jahrPeriode, type UrkundenlistenEintrag } from '../../platform/providers/grundbuch';
import { keinKaufAusText } from './urkunde-art';
import { extrahiereFelder } from './urkunde-felder';
import { leseUrkunde } from './urkunde-lesen';
import { mitListeAbgleichen } from './urkunde-plausibel';
import {
  firmenZuordnen,
  kandidaten,
  mitProjektAbgleichen,
  pruefe,
  vorschlag,
} from './urkundenabfragen.pruefung';
import * as repo from './urkundenabfragen.repository';

export const importQueue = 'kaufobjekte-import';
/** A batch over the import (locks it) or one row's operation (does not). */
export type ImportJob =
  { importId: number; aktion: BatchAktion } | { importId: number; rowId: number; rowAktion: RowAktion };

export interface ImportContext extends GrundbuchJobContext {
  /** A buyer Firma created at approval is filled from its extract (issue 25 point 5). */
  firmenbuch: FirmenbuchProvider;
  geocoder: Geocoder;
}

/** An import as the API answers it: its fields, its row counts and where its deeds come from. */
function toImport(
  rec: repo.ImportRecord,
  stats: KaufobjekteImport['stats'],
  quelle: KaufobjekteImport['quelle'],
): KaufobjekteImport {
  return {
    id: rec.id,
    gericht: rec.gericht,
    jahr: rec.jahr,
    tz_von: rec.tz_von,
    tz_bis: rec.tz_bis,
    locked: rec.locked,
    created: rec.created,
    creator_name: rec.creator_name,
    stats,
    quelle,
  };
}

export async function getImport(
  ctx: Pick<ImportContext, 'db' | 'provider'>,
  id: number,
): Promise<KaufobjekteImport> {
  const rec = orNotFound(await repo.findImport(ctx.db, id));
  return toImport(rec, (await repo.statsOf(ctx.db, [id])).get(id)!, ctx.provider.kind);
}

export async function listImporte(ctx: Pick<ImportContext, 'db' | 'provider'>): Promise<KaufobjekteImport[]> {
  const recs = await repo.listImporte(ctx.db);
  const stats = await repo.statsOf(
    ctx.db,
    recs.map((r) => r.id),
  );
  return recs.map((rec) => toImport(rec, stats.get(rec.id)!, ctx.provider.kind));
}

export async function createImport(
  ctx: ImportContext,
  actor: Actor,
  input: ImportCreate,
): Promise<{ id: number }> {
  const id = await ctx.db.transaction((tx) => repo.insertImport(tx, actor, input));
  return { id };
}

export async function getRow(db: Db, id: number): Promise<Urkundenabfrage> {
  const r = await repo.findRowRecord(db, id);
  if (!r) throw new NotFoundError();
  return repo.toRow(r);
}

export async function rowsOf(
  ctx: Pick<ImportContext, 'db' | 'provider'>,
  importId: number,
  tab: ImportTab,
  offset = 0,
  limit = 500,
) {
  await getImport(ctx, importId);
  return repo.listRows(ctx.db, importId, tab, offset, limit);
}

function emitRow(ctx: GrundbuchJobContext, row: Urkundenabfrage): void {
  ctx.realtime.emit(importTopic(row.import_id), importEvents.renderUrkundeRow, row);
}

/** Rows each batch operation takes, and which rows 'erneut' puts back first. */
const batchStatuses: Record<BatchAktion, UrkundenabfrageStatus[]> = {
  listen: ['neu'],
  urkunden: ['neu', 'liste_geholt'],
  urkunden_erneut: ['neu', 'liste_geholt'],
  urkunden_api_fehler: ['liste_geholt'],
  ocr: ['urkunde_geholt'],
};
const doneEvent: Record<BatchAktion, string> = {
  listen: importEvents.fetchUrkundenlistenDone,
  urkunden: importEvents.fetchUrkundenabfragenDone,
  urkunden_erneut: importEvents.fetchUrkundenabfragenDone,
  urkunden_api_fehler: importEvents.fetchUrkundenabfragenDone,
  ocr: importEvents.applyOcrsDone,
};

/** Starts a batch operation: the import is locked (every viewer sees the banner) until it ends. */
export async function startBatch(
  ctx: GrundbuchJobContext,
  importId: number,
  aktion: BatchAktion,
): Promise<{ count: number }> {
  const imp = await repo.findImport(ctx.db, importId);
  if (!imp) throw new NotFoundError();
  if (imp.locked) throw new Error(messages.importLaeuft);
  let count = 0;
  await ctx.db.transaction(async (tx) => {
    if (aktion === 'urkunden_erneut' || aktion === 'urkunden_api_fehler') {
      count = await repo.resetFailed(tx, importId, aktion === 'urkunden_api_fehler');
      if (!count) throw new Error(messages.importKeineFehlgeschlagenen);
    }
    await repo.setAktion(tx, importId, aktion);
  });
  ctx.realtime.emit(importTopic(importId), importEvents.lock, { import_id: importId, aktion });
  await ctx.jobs.send<ImportJob>(importQueue, { importId, aktion });
  return { count };
}

/** cancel_import: the running batch stops after its current row; the import unlocks at once. */
export async function cancelImport(ctx: GrundbuchJobContext, importId: number): Promise<void> {
  if (!(await repo.findImport(ctx.db, importId))) throw new NotFoundError();
  await repo.setAktion(ctx.db, importId, null);
  ctx.realtime.emit(importTopic(importId), importEvents.unlock, { import_id: importId });
}

/** One row's operation (list fetch, query fetch, OCR apply), run as a job; refused while the import is locked. */
export async function startRow(
  ctx: GrundbuchJobContext,
  rowId: number,
  rowAktion: RowAktion,
): Promise<Urkundenabfrage> {
  const row = await getRow(ctx.db, rowId);
  const imp = await repo.findImport(ctx.db, row.import_id);
  if (imp?.locked) throw new Error(messages.importLaeuft);
  // A failed row starts again at the stage it failed in.
  if (row.status === 'fehler' && row.fehler_stufe && row.fehler_stufe !== 'freigabe') {
    const back = { liste: 'neu', urkunde: 'liste_geholt', lesen: 'urkunde_geholt' } as const;
    await repo.advance(ctx.db, rowId, ['fehler'], {
      status: back[row.fehler_stufe],
      fehler: null,
      fehler_stufe: null,
    });
  }
  await ctx.jobs.send<ImportJob>(importQueue, { importId: row.import_id, rowId, rowAktion });
  return getRow(ctx.db, rowId);
}

/** cancel_fetch_urkundenabfrage: a row not read yet ends as `abgebrochen`. */
export async function cancelRow(
  ctx: GrundbuchJobContext,
  actor: Actor,
  rowId: number,
): Promise<Urkundenabfrage> {
  const moved = await repo.advance(ctx.db, rowId, ['neu', 'liste_geholt', 'urkunde_geholt', 'fehler'], {
    status: 'abgebrochen',
    editor_id: actor.userId,
  });
  const row = await getRow(ctx.db, rowId);
  if (!moved) throw new Error(messages.importFalscherStatus(urkundenabfrageStatusLabels[row.status]));
  emitRow(ctx, row);
  return row;
}

/**
 * Issue 25 point 4: a deed the user already has, dropped into the import. Stored like a fetched deed, then
 * read, checked and reviewed the same way (a row job); it has no TZ from the list, its own TZ is read from
 * its text like any deed's. The same bytes dropped twice answer the row made first.
 */
export async function eigeneUrkunde(
  ctx: ImportContext,
  actor: Actor,
  importId: number,
  datei: { name: string; bytes: Buffer | null; maxBytes: number },
): Promise<Urkundenabfrage> {
  const imp = await repo.findImport(ctx.db, importId);
  if (!imp) throw new NotFoundError();
  const { bytes } = datei;
  if (!bytes) throw ValidationError.field('datei', messages.importKeinPdf);
  const urkundeId = await speichereEigeneUrkunde(ctx, actor, {
    gericht: imp.gericht,
    jahr: imp.jahr,
    ...datei,
    bytes,
  });
  const { row, neu } = await ctx.db.transaction((tx) => repo.insertEigeneRow(tx, actor, imp, urkundeId));
  const out = repo.toRow(row);
  if (neu) {
    emitRow(ctx, out);
    await ctx.jobs.send<ImportJob>(importQueue, { importId, rowId: row.id, rowAktion: 'ocr' });
  }
  return out;
}

type Liste = Map<number, UrkundenlistenEintrag>;

/** Stage liste: the row's TZ in the court's deed list (a purchase deed) → liste_geholt, else fehler. */
async function stufeListe(
  ctx: GrundbuchJobContext,
  row: repo.ImportRowRecord,
  liste: () => Promise<Liste>,
): Promise<void> {
  let eintraege: Liste;
  try {
    eintraege = await liste();
  } catch (e) {
    await repo.advance(ctx.db, row.id, ['neu'], {
      status: 'fehler',
      fehler_stufe: 'liste',
      fehler: e instanceof Error ? e.message : String(e),
    });
    return;
  }
  if (row.tz === null) return; // a dropped deed starts read from its own file, never at this stage
  const e = eintraege.get(row.tz);
  const label = tzText(row.tz, row.jahr);
  if (!e || e.status !== 'eingetragen')
    await repo.advance(ctx.db, row.id, ['neu'], {
      status: 'fehler',
      fehler_stufe: 'liste',
      fehler: messages.importNichtInListe(label),
    });
  else if (keinKaufArt(e.art))
    await repo.advance(ctx.db, row.id, ['neu'], { status: 'kein_kauf', art: keinKaufArt(e.art) });
  else if (!(kaufUrkundenArten as readonly string[]).includes(e.art))
    await repo.advance(ctx.db, row.id, ['neu'], {
      status: 'fehler',
      fehler_stufe: 'liste',
      fehler: messages.importKeineKaufurkunde(label, e.art),
      art: e.art,
    });
  else
    await repo.advance(ctx.db, row.id, ['neu'], {
      status: 'liste_geholt',
      art: e.art,
      eingelangt: e.eingelangt,
      list_kg: e.kg,
      list_ez: e.ez,
    });
}

async function stufeUrkunde(
  ctx: GrundbuchJobContext,
  actor: Actor,
  row: repo.ImportRowRecord,
  signal: AbortSignal,
): Promise<boolean> {
  if (row.tz === null) return true; // a dropped deed has its file already
  const outcome = await holeUrkunde(ctx, actor, { gericht: row.gericht, jahr: row.jahr, tz: row.tz }, signal);
  if (!outcome) return false;
  if (outcome.status === 'ok')
    await repo.advance(ctx.db, row.id, ['liste_geholt'], {
      status: 'urkunde_geholt',
      urkunde_id: outcome.urkundeId,
    });
  else
    await repo.advance(ctx.db, row.id, ['liste_geholt'], {
      status: 'fehler',
      fehler_stufe: 'urkunde',
      fehler: outcome.message,
    });
  return true;
}

/** Checks and candidates of what was read; the project proposed when the score is clear enough. */
async function bewerte(db: Db, row: repo.ImportRowRecord, felder: Felder, projektId: number | null) {
  await firmenZuordnen(db, felder);
  mitListeAbgleichen(felder, { tz: row.tz, kg: row.list_kg, ez: row.list_ez });
  const list = await kandidaten(db, felder, { kg: row.list_kg, ez: row.list_ez });
  const projekt = projektId ?? vorschlag(list);
  // A project chosen by hand that no signal proposed is listed too (review, tables show it, not another).
  if (projekt && !list.some((k) => k.projekt_id === projekt)) {
    const [p] = await db
      .select({ projektnr: projekte.projektnr, name: projekte.name })
      .from(projekte)
      .where(eq(projekte.id, projekt));
    if (p)
      list.push({
        projekt_id: projekt,
        projektnr: p.projektnr,
        name: p.name,
        score: 0,
        gruende: ['von Hand gewählt'],
      });
  }
  await mitProjektAbgleichen(db, felder, projekt);
  const pruefungen = await pruefe(db, row, felder, projekt);
  return { kandidaten: list, projekt_id: projekt, pruefungen };
}

/** Stage lesen: text layer or OCR, fields, cross-checks, candidates → gelesen or zugeordnet (proposed). */
async function stufeLesen(ctx: GrundbuchJobContext, row: repo.ImportRowRecord): Promise<void> {
  const fail = (fehler: string) =>
    repo.advance(ctx.db, row.id, ['urkunde_geholt'], { status: 'fehler', fehler_stufe: 'lesen', fehler });
  if (!row.urkunde_id) return void (await fail(messages.unbekannterFehler));
  let felder: Felder;
  let gescannt: boolean;
  try {
    const bytes = await urkundeBytes(ctx.db, ctx.storage, row.urkunde_id);
    if (!bytes) return void (await fail(messages.resourceNichtGefunden));
    const doc = await leseUrkunde(bytes);
    // A deed listed as a purchase (or dropped in by hand) whose heading says otherwise ends as what it is.
    const art = keinKaufAusText(doc.woerter);
    if (art)
      return void (await repo.advance(ctx.db, row.id, ['urkunde_geholt'], {
        status: 'kein_kauf',
        art,
        gescannt: doc.gescanntSeiten > 0,
      }));
    felder = extrahiereFelder(doc.woerter);
    gescannt = doc.gescanntSeiten > 0;
  } catch (e) {
    return void (await fail(e instanceof Error ? e.message : String(e)));
  }
  if (!felder.kaufpreis_brutto && !felder.kaeufer) return void (await fail(messages.importNichtLesbar));
  const b = await bewerte(ctx.db, row, felder, null);
  await repo.advance(ctx.db, row.id, ['urkunde_geholt'], {
    status: b.projekt_id ? 'zugeordnet' : 'gelesen',
    felder,
    gescannt,
    kandidaten: b.kandidaten,
    pruefungen: b.pruefungen,
    projekt_id: b.projekt_id,
  });
}

/** Runs one row as far as `bis` allows; answers false when stopped (the rest is resumed later). */
async function runRow(
  ctx: GrundbuchJobContext,
  actor: Actor,
  rowId: number,
  bis: RowAktion,
  liste: () => Promise<Liste>,
  signal: AbortSignal,
): Promise<boolean> {
  for (;;) {
    if (signal.aborted) return false;
    const row = await repo.findRowRecord(ctx.db, rowId);
    if (!row) return true;
    if (row.status === 'neu') await stufeListe(ctx, row, liste);
    else if (row.status === 'liste_geholt' && bis !== 'liste') {
      if (!(await stufeUrkunde(ctx, actor, row, signal))) return false;
    } else if (row.status === 'urkunde_geholt' && bis === 'ocr') await stufeLesen(ctx, row);
    else {
      emitRow(ctx, repo.toRow(row));
      return true;
    }
  }
}

const untilFor: Record<BatchAktion, RowAktion> = {
  listen: 'liste',
  urkunden: 'urkunde',
  urkunden_erneut: 'urkunde',
  urkunden_api_fehler: 'urkunde',
  ocr: 'ocr',
};

function listeLoader(ctx: GrundbuchJobContext, gericht: string, jahr: number): () => Promise<Liste> {
  let cached: Promise<Liste> | null = null;
  return () =>
    (cached ??= (async () => {
      const { von, bis } = jahrPeriode(jahr);
      try {
        const list = await ctx.provider.urkundenliste(gericht, von, bis);
        return new Map(list.filter((e) => e.jahr === jahr).map((e) => [e.tz, e]));
      } catch (e) {
        cached = null;
        throw e instanceof GrundbuchError
          ? e
          : new Error(messages.grundbuchDienstFehler(e instanceof Error ? e.message : String(e)));
      }
    })());
}

/**
 * The job. A batch walks the import's rows in TZ order, each stage moving a row only from the state it
 * was read in (idempotent: a run after kill -9 finds done rows moved and continues with the rest), beats
 * the lock's heartbeat per row and stops when cancelled. A row operation runs just that row.
 */
export async function processJob(
  ctx: GrundbuchJobContext,
  job: ImportJob,
  signal: AbortSignal,
): Promise<void> {
  const imp = await repo.findImport(ctx.db, job.importId);
  if (!imp) return;
  const actor: Actor = { userId: imp.creator_id ?? 0, originalUserId: null };
  const liste = listeLoader(ctx, imp.gericht, imp.jahr);
  const topic = importTopic(job.importId);
  if ('rowId' in job) {
    await runRow(ctx, actor, job.rowId, job.rowAktion, liste, signal);
    const row = await getRow(ctx.db, job.rowId).catch(() => null);
    const event =
      job.rowAktion === 'ocr'
        ? importEvents.applyOcrDone
        : job.rowAktion === 'liste'
          ? 'fetch_urkundenliste_done'
          : 'fetch_urkundenabfrage_done';
    ctx.realtime.emit(topic, event, {
      id: job.rowId,
      status: row?.status === 'fehler' ? 'error' : 'ok',
      row,
    });
    return;
  }
  if (imp.aktion !== job.aktion) return; // cancelled, or another batch replaced it
  const statuses = batchStatuses[job.aktion];
  let after = 0;
  for (;;) {
    if (signal.aborted) return; // resumed at the next start (the import keeps its aktion)
    const now = await repo.findImport(ctx.db, job.importId);
    if (now?.aktion !== job.aktion) return; // cancel_import
    const row = await repo.nextRow(ctx.db, job.importId, statuses, after);
    if (!row) break;
    after = row.tz ?? after;
    if (!(await runRow(ctx, actor, row.id, untilFor[job.aktion], liste, signal))) return;
    await repo.beat(ctx.db, job.importId);
  }
  await repo.setAktion(ctx.db, job.importId, null);
  const state = await getImport(ctx, job.importId);
  ctx.realtime.emit(topic, doneEvent[job.aktion], {
    import_id: job.importId,
    status: 'ok',
    stats: state.stats,
  });
  ctx.realtime.emit(topic, importEvents.unlock, { import_id: job.importId });
}

export const unfinishedJobs = async (db: Db): Promise<ImportJob[]> =>
  (await repo.runningImports(db)).map((r) => ({ importId: r.id, aktion: r.aktion as BatchAktion }));

/** Candidates of a row, ranked (SPEC §7 multiple_projects answers their ids). */
export async function projektKandidaten(db: Db, rowId: number) {
  const row = await repo.findRowRecord(db, rowId);
  if (!row) throw new NotFoundError();
  const felder = (row.felder ?? {}) as Felder;
  const list = await kandidaten(db, felder, { kg: row.list_kg, ez: row.list_ez });
  return { data: list.map((k) => k.projekt_id), kandidaten: list };
}

function parseWert(feld: FeldKorrektur['feld'], wert: string | number): Feld['wert'] {
  const text = String(wert).trim();
  if (feld === 'kaufpreis_netto' || feld === 'kaufpreis_brutto' || feld === 'nutzflaeche') {
    const n = typeof wert === 'number' ? wert : betrag(text);
    if (n === null || n < 0)
      throw ValidationError.field('wert', 'Bitte einen Betrag angeben, z. B. 123.456,00.');
    return n;
  }
  if (feld === 'ez' || feld === 'tz') {
    if (!/^\d{1,6}$/.test(text)) throw ValidationError.field('wert', 'Bitte eine ganze Zahl angeben.');
    return Number(text);
  }
  if (feld === 'kaufdatum') {
    const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) throw ValidationError.field('wert', 'Bitte ein Datum TT.MM.JJJJ angeben.');
    return text.includes('-') ? text : `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }
  if (feld === 'kaeufer' || feld === 'verkaeufer') {
    const r = parseParteien(text);
    if ('fehler' in r) throw ValidationError.field('wert', r.fehler);
    return r.parteien;
  }
  if (!text) throw ValidationError.field('wert', messages.pflichtfeld);
  return text;
}

async function saveReview(
  ctx: ImportContext,
  actor: Actor,
  rowId: number,
  version: number,
  change: (r: repo.ImportRowRecord, felder: Felder) => number | null,
) {
  const row = await repo.findRowRecord(ctx.db, rowId);
  if (!row) throw new NotFoundError();
  if (row.version !== version) throw new ConflictError(repo.toRow(row), null);
  if (row.status !== 'gelesen' && row.status !== 'zugeordnet')
    throw ValidationError.field(
      'status',
      messages.importFalscherStatus(urkundenabfrageStatusLabels[row.status as UrkundenabfrageStatus]),
    );
  const felder = structuredClone((row.felder ?? {}) as Felder);
  const projektId = change(row, felder);
  const b = await bewerte(ctx.db, row, felder, projektId);
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(urkundenabfragen)
      .set({
        felder,
        pruefungen: b.pruefungen,
        kandidaten: b.kandidaten,
        projekt_id: projektId,
        status: projektId ? 'zugeordnet' : 'gelesen',
        editor_id: actor.userId,
        version: sql`${urkundenabfragen.version} + 1`,
        updated: sql`now()`,
      } as never)
      .where(and(eq(urkundenabfragen.id, rowId), eq(urkundenabfragen.version, version)))
      .returning();
    if (!updated) throw new ConflictError(repo.toRow(row), null);
    await writeAudit(
      tx,
      actor,
      'urkundenabfragen',
      rowId,
      'update',
      diffRows(row as Record<string, unknown>, updated as Record<string, unknown>),
    );
    return updated;
  });
  const out = repo.toRow(saved);
  emitRow(ctx, out);
  return out;
}

/** Review: confirm a field as read (wert null) or correct it; confirmed fields count as certain. */
export function korrigiereFeld(ctx: ImportContext, actor: Actor, rowId: number, input: FeldKorrektur) {
  return saveReview(ctx, actor, rowId, input.version, (row, felder) => {
    const f = felder[input.feld] ?? { wert: null, konfidenz: 0, quelle: null, bestaetigt: null };
    felder[input.feld] = {
      ...f,
      wert: input.wert === null ? f.wert : parseWert(input.feld, input.wert),
      konfidenz: 1,
      bestaetigt: actor.userId,
    };
    return row.projekt_id;
  });
}

/** Project assignment by staff (the project assignment tab). */
export async function ordneZu(
  ctx: ImportContext,
  actor: Actor,
  rowId: number,
  projektId: number,
  version: number,
) {
  await requireProjekt(ctx.db, projektId);
  return saveReview(ctx, actor, rowId, version, () => projektId);
}

/**
 * add_resource: creates the Kaufobjekt with its buyers from an approved row, once. Refuses uncertain or
 * contradicting fields not confirmed, a deed approved before (court/TZ/year) and a Doublette (project + TopNr).
 */
export async function addResource(
  ctx: ImportContext,
  actor: Actor,
  input: { id: number; projekt_id: number },
): Promise<{ kaufobjekt_id: number; hinweise: string[] }> {
  const row = await getRow(ctx.db, input.id);
  if (row.status !== 'zugeordnet' && row.status !== 'gelesen')
    throw new Error(messages.importFalscherStatus(urkundenabfrageStatusLabels[row.status]));
  const projekt = await requireProjekt(ctx.db, input.projekt_id).catch(() => {
    throw new Error(messages.projektNichtGefunden);
  });
  const felder = structuredClone(row.felder);
  await firmenZuordnen(ctx.db, felder);
  const pruefungen = await pruefe(ctx.db, { ...row, list_kg: null, list_ez: null }, felder, projekt.id);
  if (pruefungen.some((p) => p.code === 'doublette')) throw new Error(messages.koDoublette);
  const offen = offeneFelder({ felder, pruefungen: [...row.pruefungen, ...pruefungen] });
  if (offen.length) throw new Error(messages.importFelderOffen(offen.map((f) => feldLabels[f]).join(', ')));
  const kaeufer = (felder.kaeufer?.wert ?? []) as Partei[];
  if (!kaeufer.length) throw new Error(messages.importKeineKaeufer);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const brutto = num(felder.kaufpreis_brutto?.wert);
  const netto = num(felder.kaufpreis_netto?.wert);
  // A dropped deed's TZ is the one read from its text (confirmed above), or none.
  const tz = row.tz ?? num(felder.tz?.wert);
  // A buyer Firma not yet in Firmen: its extract, asked before the transaction (no lock while it answers).
  const auszuege = new Map<string, AuszugOutcome & { geo?: ExtractGeo }>();
  for (const p of kaeufer) {
    if (p.typ !== 'firma' || !p.fbnr || p.firma_id || auszuege.has(p.fbnr)) continue;
    const a = await holeAuszug(ctx.firmenbuch, p.fbnr);
    auszuege.set(
      p.fbnr,
      a.status === 'success' ? { ...a, geo: await geocodeAuszug(ctx.geocoder, a.extract) } : a,
    );
  }
  const hinweise: string[] = [];

  const kaufobjektId = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(urkundenabfragen)
      .set({
        status: 'freigegeben',
        projekt_id: projekt.id,
        editor_id: actor.userId,
        version: sql`${urkundenabfragen.version} + 1`,
        updated: sql`now()`,
      } as never)
      .where(
        and(eq(urkundenabfragen.id, row.id), sql`${urkundenabfragen.status} in ('gelesen', 'zugeordnet')`),
      )
      .returning();
    if (!claimed) throw new Error(messages.importBereitsFreigegeben);
    const [dup] =
      tz === null
        ? []
        : await tx
            .select({ id: kaufobjekte.id })
            .from(kaufobjekte)
            .where(
              and(
                eq(kaufobjekte.gericht, row.gericht),
                eq(kaufobjekte.tz, String(tz)),
                eq(kaufobjekte.tz_jahr, row.jahr),
              ),
            );
    if (dup) throw new Error(messages.importBereitsFreigegeben);
    const [ko] = await tx
      .insert(kaufobjekte)
      .values({
        projekt_id: projekt.id,
        status: 1,
        top_nr: typeof felder.top_nr?.wert === 'string' ? felder.top_nr.wert : null,
        kaufdatum: typeof felder.kaufdatum?.wert === 'string' ? felder.kaufdatum.wert : null,
        nutzflaeche: num(felder.nutzflaeche?.wert),
        nettopreis: netto,
        bruttopreis: brutto,
        ust: netto !== null && brutto !== null ? Math.round((brutto - netto) * 100) / 100 : null,
        tz: tz === null ? null : String(tz),
        tz_jahr: tz === null ? null : row.jahr,
        gericht: row.gericht,
        urkunde_id: row.urkunde_id,
        creator_id: actor.userId,
        editor_id: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'kaufobjekte', ko!.id, 'create', diffRows(null, ko!));
    for (const p of kaeufer) {
      let firmaId: number | null = null;
      let personId: number | null = null;
      if (p.typ === 'firma') {
        const [found] = p.fbnr
          ? await tx.select({ id: firmen.id }).from(firmen).where(eq(firmen.fbnr, p.fbnr))
          : [];
        const auszug = p.fbnr ? auszuege.get(p.fbnr) : undefined;
        if (found) firmaId = found.id;
        else if (auszug?.status === 'success')
          firmaId = (
            await createFirmaFromExtract(tx, actor, auszug.extract, auszug.geo, { ist_kaeufer: true })
          ).id;
        else {
          // No extract: created from the deed's words and marked in its Käufer-Info to be checked.
          const hinweis = messages.importFirmaPruefen(
            p.name,
            auszug?.status === 'failed' ? auszug.message : messages.importFirmaOhneFn,
          );
          const [f] = await tx
            .insert(firmen)
            .values({
              name: p.name,
              fbnr: p.fbnr,
              ist_kaeufer: true,
              kaeufer_info: hinweis,
              creator_id: actor.userId,
              editor_id: actor.userId,
            })
            .returning();
          await writeAudit(tx, actor, 'firmen', f!.id, 'create', diffRows(null, f!));
          firmaId = f!.id;
          hinweise.push(hinweis);
        }
      } else {
        const vorname = p.vorname ?? '';
        const nachname = p.nachname ?? p.name;
        const [found] = await tx
          .select({ id: personen.id })
          .from(personen)
          .where(and(eq(personen.vorname, vorname), eq(personen.nachname, nachname)))
          .limit(1);
        if (found) personId = found.id;
        else {
          const [np] = await tx
            .insert(personen)
            .values({ vorname, nachname, creator_id: actor.userId, editor_id: actor.userId })
            .returning();
          await writeAudit(tx, actor, 'personen', np!.id, 'create', diffRows(null, np!));
          personId = np!.id;
        }
      }
      const [k] = await tx
        .insert(kaufobjektKaeufer)
        .values({
          kaufobjekt_id: ko!.id,
          firma_id: firmaId,
          person_id: personId,
          projektadresse: personId ? false : null,
          creator_id: actor.userId,
        })
        .returning();
      await writeAudit(tx, actor, 'kaufobjekt_kaeufer', k!.id, 'create', diffRows(null, k!));
    }
    await tx
      .update(urkundenabfragen)
      .set({ kaufobjekt_id: ko!.id } as never)
      .where(eq(urkundenabfragen.id, row.id));
    await writeAudit(tx, actor, 'urkundenabfragen', row.id, 'update', {
      status: { old: row.status, new: 'freigegeben' },
      kaufobjekt_id: { old: null, new: ko!.id },
    });
    return ko!.id;
  });
  emitRow(ctx, await getRow(ctx.db, row.id));
  return { kaufobjekt_id: kaufobjektId, hinweise };
}
