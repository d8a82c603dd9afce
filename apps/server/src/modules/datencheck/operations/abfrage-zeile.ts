import { AbfrageRowParams, AbfrageRowSchema } from '@app/domain';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { abfrageRow } from '../datencheck.repository';
import { see, tags } from './shared';

/** SPEC §7: one row of a check's result in detail. */
export const abfrageZeileOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/datenqualitaet/abfrage/:abfrage_id/row/:idx',
    { config: see, schema: { tags, params: AbfrageRowParams, response: { 200: AbfrageRowSchema } } },
    async (req) => abfrageRow(db, req.params.abfrage_id, req.params.idx),
  );
};
