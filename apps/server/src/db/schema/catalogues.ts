import { integer, pgTable, text } from 'drizzle-orm/pg-core';

// Catalogues of DOMAIN.md: seeded by migrations (fixed ids), not by demo data.

/** The nine Austrian states, ids 1–9 (Burgenland … Wien = 9). */
export const bundeslaender = pgTable('bundeslaender', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Roles of a firm in a project: bautraeger, gu, architekt, verkaeufer, makler, hausverwaltung. */
export const firmaRollen = pgTable('firma_rollen', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

/** Types of project URLs: Projektwebsite, Bauträger-Website, Inserat, Presse, Sonstige. */
export const urlTypen = pgTable('url_typen', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
