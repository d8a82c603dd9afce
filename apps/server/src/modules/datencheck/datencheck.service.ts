import { sql } from 'drizzle-orm';
import type { Abfrage, AbfrageCreate, FilterTerms } from '@app/domain';
import type { Db } from '../../db/client';
import { datencheckAusnahmen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { anzahlSenden, autoErledigen } from './benachrichtigungen';
import { abfragePruefen, type DatencheckContext } from './datencheck.lauf';
import { abfragenTable, getAbfrage, listAbfragen, pruefeThemen, rowsOf } from './datencheck.repository';

export async function abfragenListe(db: Db, terms: FilterTerms, page: number, perPage: number) {
  const all = await listAbfragen(db, terms);
  return { rows: all.slice((page - 1) * perPage, page * perPage), total: all.length, capped: false };
}

/** A check is saved only when its SQL runs read-only within the time-out and answers an idx. */
export async function abfrageAnlegen(
  ctx: DatencheckContext,
  actor: Actor,
  fields: AbfrageCreate,
): Promise<Abfrage> {
  pruefeThemen(fields.themen);
  await abfragePruefen(ctx.db, fields.sql, ctx.timeoutMs);
  const row = await abfragenTable.insert(ctx.db, actor, fields);
  return getAbfrage(ctx.db, row.id);
}

export async function abfrageAendern(
  ctx: DatencheckContext,
  actor: Actor,
  id: number,
  version: number,
  fields: AbfrageCreate,
) {
  pruefeThemen(fields.themen);
  await abfragePruefen(ctx.db, fields.sql, ctx.timeoutMs);
  await abfragenTable.update(ctx.db, actor, id, version, fields);
  return getAbfrage(ctx.db, id);
}

/** An exception for one row: runs skip it, it leaves the open rows, and its hash notices later changes. */
export async function ausnahmeSetzen(
  ctx: DatencheckContext,
  actor: Actor,
  input: { abfrage_id: number; idx: string; grund: string; bis: string | null },
): Promise<void> {
  const empfaenger = await ctx.db.transaction(async (tx) => {
    const [e] = rowsOf<{ hash: string | null; found: boolean }>(
      await tx.execute(sql`
        select (select hash from datencheck_ergebnisse where abfrage_id = a.id and idx = ${input.idx}) as hash, true as found
        from datencheck_abfragen a where a.id = ${input.abfrage_id}`),
    );
    if (!e) throw new NotFoundError();
    const [vorhanden] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from datencheck_ausnahmen where abfrage_id = ${input.abfrage_id} and idx = ${input.idx}`,
      ),
    );
    if (vorhanden) throw new ValidationError({ grund: ['Für diese Zeile besteht bereits eine Ausnahme.'] });
    const [row] = await tx
      .insert(datencheckAusnahmen)
      .values({ ...input, hash: e.hash, creator_id: actor.userId, editor_id: actor.userId })
      .returning();
    await writeAudit(tx, actor, 'datencheck_ausnahmen', row!.id, 'create', diffRows(null, row!));
    await tx.execute(
      sql`update datencheck_ergebnisse set offen = false where abfrage_id = ${input.abfrage_id} and idx = ${input.idx}`,
    );
    return autoErledigen(tx, input.abfrage_id);
  });
  await anzahlSenden(ctx, empfaenger);
}

/** 'aufheben': the exception goes; a row it excused that was not fixed is open again. */
export async function ausnahmeAufheben(ctx: DatencheckContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(datencheckAusnahmen)
      .where(sql`${datencheckAusnahmen.id} = ${id}`)
      .returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, 'datencheck_ausnahmen', id, 'delete', diffRows(row, null));
    await tx.execute(
      sql`update datencheck_ergebnisse set offen = true where abfrage_id = ${row.abfrage_id} and idx = ${row.idx} and behoben_am is null`,
    );
  });
}

export async function empfaengerListe(db: Db) {
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select id, name from users
      where aktiv and anonymisiert_am is null and (is_admin or 'datencheck.nutzen' = any(berechtigungen)) order by name, id`),
  );
}
