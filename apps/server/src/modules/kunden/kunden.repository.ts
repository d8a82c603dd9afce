import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FilterTerms, FrontendBenutzer, Kunde, SortDir } from '@app/domain';
import type { Tx } from '../../db/client';
import { frontendBenutzer, kunden, users } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsText, countUpTo, escapeLike, orderBy, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const kundenTable = versionedTable(kunden);
export const frontendBenutzerTable = versionedTable(frontendBenutzer);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const benutzerAnzahl = sql<number>`(select count(*)::int from ${frontendBenutzer} where ${frontendBenutzer.kunde_id} = ${kunden.id})`;

function selectKunden(tx: Tx) {
  return tx
    .select({
      id: kunden.id,
      created: kunden.created,
      updated: kunden.updated,
      creator_id: kunden.creator_id,
      editor_id: kunden.editor_id,
      version: kunden.version,
      name: kunden.name,
      kundennr: kunden.kundennr,
      aktiv: kunden.aktiv,
      monitoring_art: kunden.monitoring_art,
      intervall_tage: kunden.intervall_tage,
      monitoring_url: kunden.monitoring_url,
      bemerkung: kunden.bemerkung,
      naechster_lauf: kunden.naechster_lauf,
      benutzer_anzahl: benutzerAnzahl.mapWith(Number),
      creator_name: creator.name,
      editor_name: editor.name,
    })
    .from(kunden)
    .leftJoin(creator, eq(creator.id, kunden.creator_id))
    .leftJoin(editor, eq(editor.id, kunden.editor_id));
}

export async function findKunde(tx: Tx, id: number): Promise<Kunde | undefined> {
  const [row] = await selectKunden(tx).where(eq(kunden.id, id));
  return row;
}

const bool = (v: string) => v.trim() === 'true' || v.trim() === '1';
const kundeFilters: Record<string, (value: string) => SQL> = {
  fulltext: (v) => or(containsText(kunden.name, v), containsText(sql`coalesce(${kunden.kundennr}, '')`, v))!,
  aktiv: (v) => eq(kunden.aktiv, bool(v)),
  monitoring_art: (v) => (v.trim() === '' ? sql`true` : eq(kunden.monitoring_art, Number(v) === 1 ? 1 : 0)),
};
const kundeSort = { name: sortKey(kunden.name), kundennr: kunden.kundennr, updated: kunden.updated };

export async function listKunden(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof kundeSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Kunde[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, kundeFilters);
  const [rows, counted] = await Promise.all([
    selectKunden(tx)
      .where(where)
      .orderBy(...orderBy(kundeSort[params.sort], kunden.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countUpTo(tx, kunden, where),
  ]);
  return { rows, ...counted };
}

/** Typeahead: Kunden whose name or number contains `q` (≤ 30, SPEC §9). */
export function searchKunden(tx: Tx, q: string) {
  const like = `%${escapeLike(q.trim())}%`;
  return tx
    .select({ id: kunden.id, name: kunden.name })
    .from(kunden)
    .where(q.trim() ? or(ilike(kunden.name, like), ilike(sql`coalesce(${kunden.kundennr}, '')`, like)) : undefined)
    .orderBy(sortKey(kunden.name), kunden.id)
    .limit(literalLimit(30));
}

// ---- Frontend users ----

function selectBenutzer(tx: Tx) {
  return tx
    .select({
      id: frontendBenutzer.id,
      created: frontendBenutzer.created,
      updated: frontendBenutzer.updated,
      creator_id: frontendBenutzer.creator_id,
      editor_id: frontendBenutzer.editor_id,
      version: frontendBenutzer.version,
      kunde_id: frontendBenutzer.kunde_id,
      kunde_name: kunden.name,
      name: frontendBenutzer.name,
      email: frontendBenutzer.email,
      admin: frontendBenutzer.admin,
      aktiv: frontendBenutzer.aktiv,
      creator_name: creator.name,
      editor_name: editor.name,
    })
    .from(frontendBenutzer)
    .innerJoin(kunden, eq(kunden.id, frontendBenutzer.kunde_id))
    .leftJoin(creator, eq(creator.id, frontendBenutzer.creator_id))
    .leftJoin(editor, eq(editor.id, frontendBenutzer.editor_id));
}

export async function findFrontendBenutzer(tx: Tx, id: number): Promise<FrontendBenutzer | undefined> {
  const [row] = await selectBenutzer(tx).where(eq(frontendBenutzer.id, id));
  return row;
}

export async function emailVergeben(tx: Tx, email: string, ausser: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: frontendBenutzer.id })
    .from(frontendBenutzer)
    .where(and(sql`lower(${frontendBenutzer.email}) = ${email.toLowerCase()}`, ausser ? sql`${frontendBenutzer.id} <> ${ausser}` : undefined));
  return !!row;
}

const benutzerFilters: Record<string, (value: string) => SQL> = {
  fulltext: (v) => or(containsText(frontendBenutzer.name, v), containsText(frontendBenutzer.email, v), containsText(kunden.name, v))!,
  kunde_id: (v) => eq(frontendBenutzer.kunde_id, /^\d{1,9}$/.test(v.trim()) ? Number(v) : 0),
  admin: (v) => eq(frontendBenutzer.admin, bool(v)),
};
const benutzerSort = {
  name: sortKey(frontendBenutzer.name),
  email: frontendBenutzer.email,
  kunde: sortKey(kunden.name),
  updated: frontendBenutzer.updated,
};

export async function listFrontendBenutzer(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof benutzerSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: FrontendBenutzer[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, benutzerFilters);
  const [rows, counted] = await Promise.all([
    selectBenutzer(tx)
      .where(where)
      .orderBy(...orderBy(benutzerSort[params.sort], frontendBenutzer.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countUpTo(tx, frontendBenutzer, where, { table: kunden, on: eq(kunden.id, frontendBenutzer.kunde_id) }),
  ]);
  return { rows, ...counted };
}
