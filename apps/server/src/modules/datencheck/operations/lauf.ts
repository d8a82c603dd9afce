import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { idParam, laufStatuses } from '@app/domain';
import { okAnswer } from '../../../platform/answers';
import { NotFoundError } from '../../../platform/errors';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { rowsOf } from '../datencheck.repository';
import { see, tags } from './shared';

const LaufSchema = z.object({
  id: z.number().int(),
  abfrage_id: z.number().int(),
  status: z.enum(laufStatuses),
  fehler: z.string().nullable(),
});

/** Where a run stands (the web polls it until the run is done). */
export const laufOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/datencheck/laeufe/:id',
    { config: see, schema: { tags, params: idParam, response: { 200: okAnswer(LaufSchema) } } },
    async (req) => {
      const [lauf] = rowsOf<z.output<typeof LaufSchema>>(
        await db.execute(
          sql`select id, abfrage_id, status, fehler from datencheck_laeufe where id = ${req.params.id}`,
        ),
      );
      if (!lauf) throw new NotFoundError();
      return { status: 'ok' as const, data: lauf };
    },
  );
};
