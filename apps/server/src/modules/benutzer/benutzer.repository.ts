import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Benutzer } from '@app/domain';
import type { Tx } from '../../db/client';
import { berechtigungVorlagen, users } from '../../db/schema';
import {
  containsText,
  countUpTo,
  orderBy,
  pageRows,
  sortKey,
  whereFromTerms,
  literalLimit,
} from '../../platform/list-query';
import type { ListParams } from '../../platform/area-repository';

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const filterBuilders = {
  name: (v: string) => containsText(users.name, v),
  email: (v: string) => containsText(users.email, v),
  aktiv: (v: string) => (v === 'true' || v === 'ja' ? sql`${users.aktiv}` : sql`not ${users.aktiv}`),
  vorlage_id: (v: string) => (/^\d{1,9}$/.test(v) ? eq(users.vorlage_id, Number(v)) : sql`false`),
};

const sortColumns = {
  name: sortKey(users.name),
  email: users.email,
  letzter_login: users.letzter_login,
  created: users.created,
};

/** What the API shows of a user: never the password hash or the set-password token. */
const selection = {
  id: users.id,
  created: users.created,
  updated: users.updated,
  creator_id: users.creator_id,
  editor_id: users.editor_id,
  version: users.version,
  email: users.email,
  name: users.name,
  aktiv: users.aktiv,
  is_admin: users.is_admin,
  berechtigungen: users.berechtigungen,
  vorlage_id: users.vorlage_id,
  vorlage_name: berechtigungVorlagen.name,
  letzter_login: users.letzter_login,
  anonymisiert_am: users.anonymisiert_am,
  hat_passwort: sql<boolean>`${users.password_hash} is not null`,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectBenutzer(tx: Tx) {
  return tx
    .select(selection)
    .from(users)
    .leftJoin(berechtigungVorlagen, eq(berechtigungVorlagen.id, users.vorlage_id))
    .leftJoin(creator, eq(creator.id, users.creator_id))
    .leftJoin(editor, eq(editor.id, users.editor_id));
}

export async function findBenutzer(tx: Tx, id: number): Promise<Benutzer | undefined> {
  const [row] = await selectBenutzer(tx).where(eq(users.id, id));
  return row as Benutzer | undefined;
}

export async function listBenutzer(
  tx: Tx,
  params: ListParams<keyof typeof sortColumns>,
): Promise<{ rows: Benutzer[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, counted] = await Promise.all([
    pageRows(params.part, () =>
      selectBenutzer(tx)
        .where(where)
        .orderBy(...orderBy(sortColumns[params.sort], users.id, params.dir))
        .limit(literalLimit(params.perPage))
        .offset((params.page - 1) * params.perPage),
    ),
    countUpTo(tx, users, where, { part: params.part }),
  ]);
  return { rows: rows as Benutzer[], ...counted };
}
