import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, verlaufQuellen, type StandardArea, type StandardAreaKey } from '@app/domain';
import { requireAuth } from './access';
import { okAnswer } from './answers';
import type { ModuleContext } from './module';
import { papierkorbListe, wiederherstellen } from './papierkorb';

const eintrag = z.object({
  id: z.number().int(),
  at: z.string(),
  record_id: z.number().int(),
  /** The area record to open after a restore: the entry's own, or the one an assignment or file belonged to. */
  datensatz_id: z.number().int(),
  label: z.string(),
  user_name: z.string().nullable(),
  original_user_name: z.string().nullable(),
  zeilen: z.number().int(),
});
const listAnswer = okAnswer(z.array(eintrag));
const restoredAnswer = okAnswer(z.object({ id: z.number().int() }));

/**
 * An area's Papierkorb (issue 28), for every standard area from its definition:
 * `GET <api>/papierkorb` (newest first, the area's records and the assignments, URLs, notes and files of its
 * records; the area's read permission) and
 * `POST <api>/papierkorb/:id/wiederherstellen` (the area's write permission).
 */
export function papierkorbRoutes<K extends StandardAreaKey>(
  area: StandardArea<K>,
): FastifyPluginAsyncZod<ModuleContext> {
  const table = verlaufQuellen[area.key].table;
  const tags = [area.label];
  return async (app, ctx) => {
    app.get(
      `${area.api}/papierkorb`,
      { config: { access: area.permissions.read }, schema: { tags, response: { 200: listAnswer } } },
      async () => ({ status: 'ok' as const, data: await papierkorbListe(ctx.db, table) }),
    );
    app.post(
      `${area.api}/papierkorb/:id/wiederherstellen`,
      {
        config: { access: area.permissions.write },
        schema: { tags, params: idParam, response: { 200: restoredAnswer } },
      },
      async (req) => ({
        status: 'ok' as const,
        data: { id: await wiederherstellen(ctx.db, requireAuth(req).actor, table, req.params.id) },
      }),
    );
  };
}
