import { AusnahmeListQuerySchema, AusnahmeSchema } from '@app/domain';
import { listAnswer } from '../../../platform/answers';
import { filterTerms } from '../../../platform/list-query';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { listAusnahmen } from '../datencheck.repository';
import { see, tags } from './shared';

/** The exceptions set so far, as a list. */
export const ausnahmenOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/datencheck/ausnahmen',
    {
      config: see,
      schema: { tags, querystring: AusnahmeListQuerySchema, response: { 200: listAnswer(AusnahmeSchema) } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listAusnahmen(db, {
        terms: filterTerms(q['q[]']),
        page: q.page,
        perPage: q.per_page,
        dir: q.dir,
      });
      return { data: rows, total, page: q.page, per_page: q.per_page };
    },
  );
};
