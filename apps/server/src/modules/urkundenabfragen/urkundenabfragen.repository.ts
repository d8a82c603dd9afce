import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  urkundenabfrageStatuses,
  type FehlerStufe,
  type Felder,
  type ImportStats,
  type ImportTab,
  type Kandidat,
  type Pruefung,
  type Urkundenabfrage,
  type UrkundenabfrageStatus,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { kaufobjekteImporte, urkundenabfragen, users } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';

const creator = alias(users, 'creator');
/** A lock whose heartbeat is older than this belongs to a dead process: it counts as released. */
export const lockTimeoutSeconds = 60;
const lockFresh = sql<boolean>`(${kaufobjekteImporte.locked} and ${kaufobjekteImporte.lock_beat} > now() - make_interval(secs => ${lockTimeoutSeconds}))`;

export type ImportRecord = {
  id: number;
  gericht: string;
  jahr: number;
  tz_von: number;
  tz_bis: number;
  locked: boolean;
  aktion: string | null;
  created: string;
  creator_id: number | null;
  creator_name: string | null;
};

const importSelection = {
  id: kaufobjekteImporte.id,
  gericht: kaufobjekteImporte.gericht,
  jahr: kaufobjekteImporte.jahr,
  tz_von: kaufobjekteImporte.tz_von,
  tz_bis: kaufobjekteImporte.tz_bis,
  locked: lockFresh,
  aktion: kaufobjekteImporte.aktion,
  created: kaufobjekteImporte.created,
  creator_id: kaufobjekteImporte.creator_id,
  creator_name: creator.name,
};

export async function findImport(tx: Tx, id: number): Promise<ImportRecord | undefined> {
  const [row] = await tx
    .select(importSelection)
    .from(kaufobjekteImporte)
    .leftJoin(creator, eq(creator.id, kaufobjekteImporte.creator_id))
    .where(eq(kaufobjekteImporte.id, id));
  return row ? { ...row, locked: Boolean(row.locked) } : undefined;
}

export async function listImporte(tx: Tx): Promise<ImportRecord[]> {
  const rows = await tx
    .select(importSelection)
    .from(kaufobjekteImporte)
    .leftJoin(creator, eq(creator.id, kaufobjekteImporte.creator_id))
    .orderBy(desc(kaufobjekteImporte.id))
    .limit(200);
  return rows.map((r) => ({ ...r, locked: Boolean(r.locked) }));
}

export async function statsOf(tx: Tx, ids: number[]): Promise<Map<number, ImportStats>> {
  const out = new Map<number, ImportStats>();
  for (const id of ids)
    out.set(id, Object.fromEntries(urkundenabfrageStatuses.map((s) => [s, 0])) as ImportStats);
  if (!ids.length) return out;
  const rows = await tx
    .select({
      import_id: urkundenabfragen.import_id,
      status: urkundenabfragen.status,
      n: sql<number>`count(*)::int`,
    })
    .from(urkundenabfragen)
    .where(inArray(urkundenabfragen.import_id, ids))
    .groupBy(urkundenabfragen.import_id, urkundenabfragen.status);
  for (const r of rows) out.get(r.import_id)![r.status as UrkundenabfrageStatus] = Number(r.n);
  return out;
}

export async function insertImport(
  tx: Tx,
  actor: Actor,
  values: { gericht: string; jahr: number; tz_von: number; tz_bis: number },
): Promise<number> {
  const [row] = await tx
    .insert(kaufobjekteImporte)
    .values({ ...values, creator_id: actor.userId, editor_id: actor.userId })
    .returning();
  await writeAudit(tx, actor, 'kaufobjekte_importe', row!.id, 'create', diffRows(null, row!));
  const tz = Array.from({ length: values.tz_bis - values.tz_von + 1 }, (_, i) => values.tz_von + i);
  for (let i = 0; i < tz.length; i += 500) {
    await tx
      .insert(urkundenabfragen)
      .values(
        tz
          .slice(i, i + 500)
          .map((n) => ({ import_id: row!.id, gericht: values.gericht, jahr: values.jahr, tz: n })),
      )
      .onConflictDoNothing();
  }
  return row!.id;
}

/** Sets the running batch operation and the lock (null: idle, unlocked). */
export async function setAktion(tx: Tx, id: number, aktion: string | null): Promise<void> {
  await tx
    .update(kaufobjekteImporte)
    .set({
      aktion,
      locked: aktion !== null,
      lock_beat: aktion ? sql`now()` : null,
      updated: sql`now()`,
    } as never)
    .where(eq(kaufobjekteImporte.id, id));
}

/** The batch's heartbeat: the lock stays while the process lives. */
export async function beat(tx: Tx, id: number): Promise<void> {
  await tx
    .update(kaufobjekteImporte)
    .set({ lock_beat: sql`now()` } as never)
    .where(and(eq(kaufobjekteImporte.id, id), eq(kaufobjekteImporte.locked, true)));
}

export async function runningImports(tx: Tx): Promise<Array<{ id: number; aktion: string }>> {
  const rows = await tx
    .select({ id: kaufobjekteImporte.id, aktion: kaufobjekteImporte.aktion })
    .from(kaufobjekteImporte)
    .where(sql`${kaufobjekteImporte.aktion} is not null`);
  return rows.map((r) => ({ id: r.id, aktion: r.aktion! }));
}

export type ImportRowRecord = typeof urkundenabfragen.$inferSelect;
type RowRecord = ImportRowRecord;
export function toRow(r: RowRecord): Urkundenabfrage {
  return {
    id: r.id,
    import_id: r.import_id,
    tz: r.tz,
    eigene_datei: r.eigene_datei,
    jahr: r.jahr,
    gericht: r.gericht,
    status: r.status as UrkundenabfrageStatus,
    fehler_stufe: (r.fehler_stufe as FehlerStufe | null) ?? null,
    fehler: r.fehler,
    art: r.art,
    eingelangt: r.eingelangt,
    urkunde_id: r.urkunde_id,
    gescannt: r.gescannt,
    felder: (r.felder ?? {}) as Felder,
    pruefungen: (r.pruefungen ?? []) as Pruefung[],
    kandidaten: (r.kandidaten ?? []) as Kandidat[],
    projekt_id: r.projekt_id,
    kaufobjekt_id: r.kaufobjekt_id,
    version: r.version,
    updated: r.updated,
  };
}

export async function findRowRecord(tx: Tx, id: number): Promise<RowRecord | undefined> {
  const [row] = await tx.select().from(urkundenabfragen).where(eq(urkundenabfragen.id, id));
  return row;
}

const tabFilter: Record<ImportTab, ReturnType<typeof sql> | undefined> = {
  uebersicht: undefined,
  fehler: sql`(${urkundenabfragen.status} = 'fehler' or (jsonb_array_length(${urkundenabfragen.pruefungen}) > 0 and ${urkundenabfragen.status} in ('gelesen', 'zugeordnet')))`,
  freigabe: sql`${urkundenabfragen.status} = 'zugeordnet'`,
  zuordnung: sql`${urkundenabfragen.status} = 'gelesen'`,
  kein_kauf: sql`${urkundenabfragen.status} = 'kein_kauf'`,
};

export async function listRows(
  tx: Tx,
  importId: number,
  tab: ImportTab,
  offset: number,
  limit: number,
): Promise<{ rows: Urkundenabfrage[]; total: number }> {
  const where = and(eq(urkundenabfragen.import_id, importId), tabFilter[tab]);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(urkundenabfragen)
      .where(where)
      .orderBy(asc(urkundenabfragen.tz))
      .offset(offset)
      .limit(limit),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(urkundenabfragen)
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}

/** The next row of the import in one of these states (TZ order): the batch's work list. */
export async function nextRow(
  tx: Tx,
  importId: number,
  statuses: UrkundenabfrageStatus[],
  after: number,
): Promise<RowRecord | undefined> {
  const [row] = await tx
    .select()
    .from(urkundenabfragen)
    .where(
      and(
        eq(urkundenabfragen.import_id, importId),
        inArray(urkundenabfragen.status, statuses),
        sql`${urkundenabfragen.tz} > ${after}`,
      ),
    )
    .orderBy(asc(urkundenabfragen.tz))
    .limit(1);
  return row;
}

/**
 * Moves a row on only from the state it was read in (`from`): a second run (crash, retry, two instances)
 * that finds it moved already changes nothing. Answers the updated row or undefined.
 */
export async function advance(
  tx: Tx,
  id: number,
  from: UrkundenabfrageStatus[],
  values: Partial<Omit<RowRecord, 'id' | 'import_id' | 'version'>>,
): Promise<RowRecord | undefined> {
  const [row] = await tx
    .update(urkundenabfragen)
    .set({ ...values, version: sql`${urkundenabfragen.version} + 1`, updated: sql`now()` } as never)
    .where(and(eq(urkundenabfragen.id, id), inArray(urkundenabfragen.status, from)))
    .returning();
  return row;
}

/** Failed rows back to the state before their failed stage ('erneut'); only API failures with `nurApi`. */
export async function resetFailed(tx: Tx, importId: number, nurApi: boolean): Promise<number> {
  const back = sql`case ${urkundenabfragen.fehler_stufe} when 'liste' then 'neu' when 'urkunde' then 'liste_geholt' when 'lesen' then 'urkunde_geholt' else 'zugeordnet' end`;
  const rows = await tx
    .update(urkundenabfragen)
    .set({
      status: back,
      fehler: null,
      fehler_stufe: null,
      version: sql`${urkundenabfragen.version} + 1`,
      updated: sql`now()`,
    } as never)
    .where(
      and(
        eq(urkundenabfragen.import_id, importId),
        eq(urkundenabfragen.status, 'fehler'),
        nurApi
          ? eq(urkundenabfragen.fehler_stufe, 'urkunde')
          : sql`${urkundenabfragen.fehler_stufe} in ('liste', 'urkunde', 'lesen')`,
      ),
    )
    .returning({ id: urkundenabfragen.id });
  return rows.length;
}

/**
 * A deed a user dropped into the import, ready to be read: one row per import and deed (the same bytes
 * dropped twice answer the row made first). Answers the row and whether it is new.
 */
export async function insertEigeneRow(
  tx: Tx,
  actor: Actor,
  imp: { id: number; gericht: string; jahr: number },
  urkundeId: number,
): Promise<{ row: RowRecord; neu: boolean }> {
  const [row] = await tx
    .insert(urkundenabfragen)
    .values({
      import_id: imp.id,
      gericht: imp.gericht,
      jahr: imp.jahr,
      tz: null,
      eigene_datei: true,
      status: 'urkunde_geholt',
      urkunde_id: urkundeId,
      editor_id: actor.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await writeAudit(tx, actor, 'urkundenabfragen', row.id, 'create', diffRows(null, row));
    return { row, neu: true };
  }
  const [existing] = await tx
    .select()
    .from(urkundenabfragen)
    .where(
      and(
        eq(urkundenabfragen.import_id, imp.id),
        eq(urkundenabfragen.urkunde_id, urkundeId),
        eq(urkundenabfragen.eigene_datei, true),
      ),
    );
  return { row: existing!, neu: false };
}
