import { desc, eq, sql } from 'drizzle-orm';
import { notizCounts, type Erfassungsnotiz, type NotizCounts } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { erfassungsnotizen, users } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { NotFoundError } from '../../platform/errors';
import { versionedTable } from '../../platform/versioned-table';
import { getProjekt } from './projekte.service';

const notizenTable = versionedTable(erfassungsnotizen);

const selection = {
  id: erfassungsnotizen.id,
  projekt_id: erfassungsnotizen.projekt_id,
  text: erfassungsnotizen.text,
  erledigt: erfassungsnotizen.erledigt,
  erledigt_am: erfassungsnotizen.erledigt_am,
  created: erfassungsnotizen.created,
  creator_name: users.name,
};

function selectNotizen(tx: Tx) {
  return tx
    .select(selection)
    .from(erfassungsnotizen)
    .leftJoin(users, eq(users.id, erfassungsnotizen.creator_id));
}

/** SPEC §4: newest first by creation. */
async function listNotizen(tx: Tx, projektId: number): Promise<Erfassungsnotiz[]> {
  return selectNotizen(tx)
    .where(eq(erfassungsnotizen.projekt_id, projektId))
    .orderBy(desc(erfassungsnotizen.created), desc(erfassungsnotizen.id));
}

async function countNotizen(tx: Tx, projektId: number): Promise<NotizCounts> {
  const [row] = await tx
    .select({
      alle: sql<number>`count(*)::int`,
      erledigt: sql<number>`count(*) filter (where ${erfassungsnotizen.erledigt})::int`,
    })
    .from(erfassungsnotizen)
    .where(eq(erfassungsnotizen.projekt_id, projektId));
  const alle = row?.alle ?? 0;
  const erledigt = row?.erledigt ?? 0;
  return { alle, offen: alle - erledigt, erledigt };
}

async function findNotiz(tx: Tx, id: number): Promise<Erfassungsnotiz> {
  const [row] = await selectNotizen(tx).where(eq(erfassungsnotizen.id, id));
  if (!row) throw new NotFoundError();
  return row;
}

export async function getNotizen(
  db: Db,
  projektId: number,
): Promise<{ data: Erfassungsnotiz[]; counts: NotizCounts }> {
  await getProjekt(db, projektId);
  const data = await listNotizen(db, projektId);
  return { data, counts: notizCounts(data) };
}

/** SPEC §7 note form: answers the counts and the note. */
export async function addNotiz(db: Db, actor: Actor, projektId: number, text: string) {
  await getProjekt(db, projektId);
  const row = await notizenTable.insert(db, actor, { projekt_id: projektId, text });
  return { data: await findNotiz(db, row.id), counts: await countNotizen(db, projektId) };
}

/** Ticking erledigt moves the note to the done tab, unticking back to the open one. */
export async function setNotizErledigt(db: Db, actor: Actor, id: number, erledigt: boolean) {
  const before = await notizenTable.find(db, id);
  if (before.erledigt !== erledigt) {
    await notizenTable.update(db, actor, id, before.version, {
      erledigt,
      erledigt_am: erledigt ? new Date().toISOString() : null,
    });
  }
  return { data: await findNotiz(db, id), counts: await countNotizen(db, before.projekt_id) };
}
