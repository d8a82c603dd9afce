import { and, eq, or, sql } from 'drizzle-orm';
import { frontendBenutzerArea, type FrontendBenutzer } from '@app/domain';
import type { Tx } from '../../db/client';
import { frontendBenutzer, kunden } from '../../db/schema';
import { areaRepository, type Join, type ListParams } from '../../platform/area-repository';
import { containsText, flagFilter, numberFilter, sortKey } from '../../platform/list-query';

const kunde: Join = { table: kunden, on: eq(kunden.id, frontendBenutzer.kunde_id), inner: true };

const repository = areaRepository({
  area: frontendBenutzerArea,
  table: frontendBenutzer,
  columns: {
    kunde_id: frontendBenutzer.kunde_id,
    kunde_name: kunden.name,
    name: frontendBenutzer.name,
    email: frontendBenutzer.email,
    admin: frontendBenutzer.admin,
    aktiv: frontendBenutzer.aktiv,
  },
  joins: [kunde],
  filters: {
    fulltext: (v) =>
      or(
        containsText(frontendBenutzer.name, v),
        containsText(frontendBenutzer.email, v),
        containsText(kunden.name, v),
      )!,
    kunde_id: numberFilter((n) => eq(frontendBenutzer.kunde_id, n)),
    admin: flagFilter(frontendBenutzer.admin),
  },
  sort: { name: sortKey(frontendBenutzer.name), kunde: sortKey(kunden.name) },
  // The fulltext filter reads the customer's name.
  countJoin: kunde,
});
export const frontendBenutzerTable = repository.table;
/** Create and update answer the record. */
export const { create: insertFrontendBenutzer, update: saveFrontendBenutzer } = repository;

export const findFrontendBenutzer = (tx: Tx, id: number): Promise<FrontendBenutzer | undefined> =>
  repository.find(tx, id);

export const listFrontendBenutzer = (
  tx: Tx,
  params: ListParams<(typeof frontendBenutzerArea.sortable)[number]>,
): Promise<{ rows: FrontendBenutzer[]; total: number; capped: boolean }> => repository.list(tx, params);

export async function emailVergeben(tx: Tx, email: string, ausser: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: frontendBenutzer.id })
    .from(frontendBenutzer)
    .where(
      and(
        sql`lower(${frontendBenutzer.email}) = ${email.toLowerCase()}`,
        ausser ? sql`${frontendBenutzer.id} <> ${ausser}` : undefined,
      ),
    );
  return !!row;
}
