import { ErgebnisListQuerySchema, ErgebnisSchema, idParam } from '@app/domain';
import { listAnswer } from '../../../platform/answers';
import { filterTerms } from '../../../platform/list-query';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { listErgebnisse } from '../datencheck.repository';
import { see, tags } from './shared';

/** The rows a check found, as a list. */
export const ergebnisseOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/datencheck/abfragen/:id/ergebnisse',
    {
      config: see,
      schema: {
        tags,
        params: idParam,
        querystring: ErgebnisListQuerySchema,
        response: { 200: listAnswer(ErgebnisSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listErgebnisse(db, req.params.id, {
        terms: filterTerms(q['q[]']),
        sort: q.sort,
        dir: q.dir,
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows, total, page: q.page, per_page: q.per_page };
    },
  );
};
