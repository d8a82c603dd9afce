import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  papierkorbSuchfelder,
  searchText,
  verlaufQuellen,
  type StandardArea,
  type StandardAreaKey,
} from '@app/domain';
import type { Db } from '../db/client';
import { papierkorb, users } from '../db/schema';
import { okAnswer } from './answers';
import type { ModuleContext } from './module';

const treffer = z.object({
  id: z.number().int(),
  at: z.string(),
  record_id: z.number().int(),
  label: z.string(),
  user_name: z.string().nullable(),
  original_user_name: z.string().nullable(),
});
const answer = okAnswer(z.array(treffer));

/** The bin entries of `table` whose deleted record held `wert` in `feld`, newest first. */
export async function imPapierkorbMitWert(db: Db, table: string, feld: string, wert: string) {
  return db
    .select({
      id: papierkorb.id,
      at: papierkorb.at,
      record_id: papierkorb.record_id,
      label: papierkorb.label,
      user_name: sql<string | null>`(select name from ${users} where id = ${papierkorb.user_id})`,
      original_user_name: sql<
        string | null
      >`(select name from ${users} where id = ${papierkorb.original_user_id})`,
      // The record is the entry's first row (papierkorb.ts keeps parents before children).
    })
    .from(papierkorb)
    .where(and(eq(papierkorb.table_name, table), sql`${papierkorb.rows}->0->'row'->>${feld} = ${wert}`))
    .orderBy(desc(papierkorb.id))
    .limit(5);
}

/**
 * `GET <api>/papierkorb/suche?feld=&wert=` (issue 28, the area's read permission): the bin entries whose
 * record held the typed unique value, for the create form's hint offering to restore it. Only for the
 * areas and fields of `papierkorbSuchfelder` (nothing for the others); the value is compared as stored (the form sends it canonical).
 */
export function papierkorbSucheRoutes<K extends StandardAreaKey>(
  area: StandardArea<K>,
): FastifyPluginAsyncZod<ModuleContext> {
  const suche = (papierkorbSuchfelder as Partial<Record<StandardAreaKey, { feld: string }>>)[area.key];
  if (!suche) return async () => undefined;
  const { feld } = suche;
  const table = verlaufQuellen[area.key].table;
  const query = z.object({
    feld: z.literal(feld, { error: messages.ungueltigeAnfrage }),
    wert: searchText(100).refine((v) => v.trim() !== '', messages.pflichtfeld),
  });
  return async (app, ctx) => {
    app.get(
      `${area.api}/papierkorb/suche`,
      {
        config: { access: area.permissions.read },
        schema: { tags: [area.label], querystring: query, response: { 200: answer } },
      },
      async (req) => ({
        status: 'ok' as const,
        data: await imPapierkorbMitWert(ctx.db, table, feld, req.query.wert.trim()),
      }),
    );
  };
}
