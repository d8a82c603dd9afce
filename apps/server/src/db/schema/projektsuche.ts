import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { searchIndex } from './base';

/**
 * Every word (letters, ≥ 3) of the projects' search texts and the firms' names in f_suchnorm form, kept
 * by triggers (migration 0014): the Projektsuche's similar tier looks up the words close to a mistyped
 * one here (a few thousand rows) instead of comparing it with every project. Words are never removed;
 * a stale one only costs a look-up that finds nothing.
 */
export const suchwoerter = pgTable('suchwoerter', { wort: text('wort').primaryKey() }, (t) => [
  searchIndex('suchwoerter_trgm_idx', sql`${t.wort} gin_trgm_ops`),
]);
