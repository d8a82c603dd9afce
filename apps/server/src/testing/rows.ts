import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Permission } from '@app/domain';
import type { TestApp, TestUser } from './test-app';

/** Rows written straight to the table (prerequisites of a test, not what it checks): their ids in order. */
export async function insertIds<T extends PgTable & { id: AnyPgColumn }, R extends T['$inferInsert'][]>(
  t: TestApp,
  table: T,
  rows: [...R],
): Promise<{ [K in keyof R]: number }> {
  const inserted = await t.database.db.insert(table).values(rows).returning({ id: table.id });
  return inserted.map((r) => r.id as number) as { [K in keyof R]: number };
}

/**
 * The users of an area test: two editors of a permission group (their names show as creator and editor)
 * and a reader.
 */
export async function areaUsers(
  t: TestApp,
  group: string,
): Promise<{ staff: TestUser; other: TestUser; reader: TestUser }> {
  const lesen = `${group}.lesen` as Permission;
  const editing = [lesen, `${group}.bearbeiten` as Permission];
  return {
    staff: await t.user({ permissions: editing, name: 'Maria Huber' }),
    other: await t.user({ permissions: editing, name: 'Karl Berger' }),
    reader: await t.user({ permissions: [lesen] }),
  };
}

/** What editing a Kaufobjekt with its project and buyer companies takes (the Papierkorb tests' editor). */
export const kaufobjektEditing: Permission[] = [
  'transaktionen.lesen',
  'transaktionen.bearbeiten',
  'firmen.lesen',
  'firmen.bearbeiten',
  'projekte.lesen',
  'projekte.bearbeiten',
];

/** A create's answer: 200 with a record that has the `expected` fields; the record. */
export function createdRecord(res: LightMyRequestResponse, expected: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(200);
  const record = res.json().data;
  expect(record).toMatchObject(expected);
  return record;
}

/** The project fields a record of a project's area answers with. */
export const projektFields = (projekt_id: number, projektnr: number, projekt_name: string) => ({
  projekt_id,
  projektnr,
  projekt_name,
});
