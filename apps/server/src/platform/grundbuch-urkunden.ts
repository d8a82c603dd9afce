import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { messages, tzText } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { dateien, grundbuchUrkunden } from '../db/schema';
import type { Actor } from './auth';
import { diffRows, writeAudit } from './audit';
import type { FileStorage } from './files';
import type { Jobs } from './jobs';
import type { Realtime } from './realtime';
import { ValidationError } from './errors';
import { GrundbuchError, looksLikePdf, type GrundbuchProvider } from './providers/grundbuch';

/**
 * The deeds fetched from the land register, stored once per court, year and TZ (table grundbuch_urkunden,
 * PDF as a `dateien` row): shared by the Tzabfrage batches and the Kaufobjekte import.
 */

/** What a land-register job (a Tzabfrage batch, a Kaufobjekte import stage) works with. */
export interface GrundbuchJobContext {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  realtime: Pick<Realtime, 'emit'>;
  provider: GrundbuchProvider;
  storage: FileStorage;
}

/** A deed is at most this large (the register's PDFs are a few hundred KB). */
const maxUrkundeBytes = 50 * 1024 * 1024;

export async function findUrkunde(tx: Tx, gericht: string, jahr: number, tz: number) {
  const [row] = await tx
    .select()
    .from(grundbuchUrkunden)
    .where(
      and(
        eq(grundbuchUrkunden.gericht, gericht),
        eq(grundbuchUrkunden.jahr, jahr),
        eq(grundbuchUrkunden.tz, tz),
      ),
    );
  return row;
}

export async function urkundeFile(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: dateien.id, name: dateien.name, mime: dateien.mime, storage_key: dateien.storage_key })
    .from(grundbuchUrkunden)
    .innerJoin(dateien, eq(dateien.id, grundbuchUrkunden.datei_id))
    .where(eq(grundbuchUrkunden.id, id));
  return row;
}

/** The stored deed's bytes. */
export async function urkundeBytes(db: Db, storage: FileStorage, id: number): Promise<Buffer | null> {
  const file = await urkundeFile(db, id);
  if (!file) return null;
  const { stream } = await storage.read(file.storage_key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Records a fetched deed once per court, year and TZ: the deed row and its file row, audited. Answers
 * null when another run stored the same TZ first (the caller then drops its bytes).
 */
export async function insertUrkunde(
  tx: Tx,
  actor: Actor,
  values: {
    gericht: string;
    jahr: number;
    /** Null only for a deed a user dropped in (`eigene_datei`). */
    tz: number | null;
    eigene_datei?: boolean;
    art: string;
    sha256: string;
    name: string;
    size: number;
    storage_key: string;
  },
): Promise<number | null> {
  const [urkunde] = await tx
    .insert(grundbuchUrkunden)
    .values({
      gericht: values.gericht,
      jahr: values.jahr,
      tz: values.tz,
      eigene_datei: values.eigene_datei ?? false,
      art: values.art,
      sha256: values.sha256,
      creator_id: actor.userId,
      editor_id: actor.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!urkunde) return null;
  const [datei] = await tx
    .insert(dateien)
    .values({
      resource: 'grundbuch_urkunden',
      resource_id: urkunde.id,
      name: values.name,
      mime: 'application/pdf',
      size: values.size,
      storage_key: values.storage_key,
      creator_id: actor.userId,
      editor_id: actor.userId,
    })
    .returning();
  await tx.update(grundbuchUrkunden).set({ datei_id: datei!.id }).where(eq(grundbuchUrkunden.id, urkunde.id));
  await writeAudit(
    tx,
    actor,
    'grundbuch_urkunden',
    urkunde.id,
    'create',
    diffRows(null, { ...urkunde, datei_id: datei!.id }),
  );
  await writeAudit(tx, actor, 'dateien', datei!.id, 'create', diffRows(null, datei!));
  return urkunde.id;
}

export type UrkundeOutcome = { status: 'ok'; urkundeId: number } | { status: 'error'; message: string };

/**
 * Fetches and stores one deed, once per court, year and TZ: a deed stored already (by an earlier batch or
 * a run that died after storing it) is not fetched again. Null when `signal` aborted meanwhile.
 */
export async function holeUrkunde(
  ctx: Pick<GrundbuchJobContext, 'db' | 'provider' | 'storage'>,
  actor: Actor,
  ref: { gericht: string; jahr: number; tz: number },
  signal: AbortSignal,
): Promise<UrkundeOutcome | null> {
  const { gericht, jahr, tz } = ref;
  const existing = await findUrkunde(ctx.db, gericht, jahr, tz);
  if (existing) return { status: 'ok', urkundeId: existing.id };
  let urkunde;
  try {
    urkunde = await ctx.provider.urkunde(gericht, tz, jahr);
  } catch (e) {
    if (signal.aborted) return null;
    return {
      status: 'error',
      message:
        e instanceof GrundbuchError
          ? e.message
          : messages.grundbuchDienstFehler(e instanceof Error ? e.message : String(e)),
    };
  }
  if (signal.aborted) return null;
  if (!looksLikePdf(urkunde.bytes))
    return { status: 'error', message: messages.grundbuchUrkundeBeschaedigt(tzText(tz, jahr)) };
  const sha256 = createHash('sha256').update(urkunde.bytes).digest('hex');
  const id = await storeUrkunde(ctx, actor, Buffer.from(urkunde.bytes), maxUrkundeBytes, {
    gericht,
    jahr,
    tz,
    art: urkunde.art,
    sha256,
    name: urkunde.name,
  });
  if (id === null) {
    // Another run stored this TZ meanwhile: keep theirs.
    const theirs = await findUrkunde(ctx.db, gericht, jahr, tz);
    return theirs
      ? { status: 'ok', urkundeId: theirs.id }
      : { status: 'error', message: messages.unbekannterFehler };
  }
  return { status: 'ok', urkundeId: id };
}

/**
 * Writes a deed's bytes and records it (insertUrkunde). The bytes are removed again when no row was
 * written: on an error, and when another run recorded the same deed first (null).
 */
async function storeUrkunde(
  ctx: Pick<GrundbuchJobContext, 'db' | 'storage'>,
  actor: Actor,
  bytes: Buffer,
  maxBytes: number,
  values: Omit<Parameters<typeof insertUrkunde>[2], 'size' | 'storage_key'>,
): Promise<number | null> {
  const stored = await ctx.storage.write(Readable.from([bytes]), maxBytes);
  const id = await ctx.db
    .transaction((tx) => insertUrkunde(tx, actor, { ...values, size: stored.size, storage_key: stored.key }))
    .catch(async (e: unknown) => {
      await ctx.storage.remove(stored.key);
      throw e;
    });
  if (id === null) await ctx.storage.remove(stored.key);
  return id;
}

/** The art of a deed a user dropped in until its text says more. */
export const eigeneUrkundeArt = 'Eigene Datei';

/**
 * Stores a deed a user already had (a PDF from a notary or a client) like a fetched one, once per content:
 * the same bytes dropped again answer the deed stored first. Refuses anything that is not a PDF.
 */
export async function speichereEigeneUrkunde(
  ctx: Pick<GrundbuchJobContext, 'db' | 'storage'>,
  actor: Actor,
  values: { gericht: string; jahr: number; name: string; bytes: Buffer; maxBytes: number },
): Promise<number> {
  if (!looksLikePdf(values.bytes)) throw ValidationError.field('datei', messages.importKeinPdf);
  const sha256 = createHash('sha256').update(values.bytes).digest('hex');
  const find = async () => {
    const [row] = await ctx.db
      .select({ id: grundbuchUrkunden.id })
      .from(grundbuchUrkunden)
      .where(and(eq(grundbuchUrkunden.eigene_datei, true), eq(grundbuchUrkunden.sha256, sha256)));
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  const id = await storeUrkunde(ctx, actor, values.bytes, values.maxBytes, {
    gericht: values.gericht,
    jahr: values.jahr,
    tz: null,
    eigene_datei: true,
    art: eigeneUrkundeArt,
    sha256,
    name: values.name,
  });
  if (id !== null) return id;
  // Dropped at the same moment by someone else: keep theirs.
  const theirs = await find();
  if (!theirs) throw new Error(messages.unbekannterFehler);
  return theirs;
}
