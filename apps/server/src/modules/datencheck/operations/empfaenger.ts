import { z } from 'zod';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { empfaengerListe } from '../datencheck.service';
import { notify, tags } from './shared';

const response = { 200: okAnswer(z.array(z.object({ id: z.number().int(), name: z.string() }))) };

/** Who may be notified. */
export const empfaengerOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get('/api/datencheck/empfaenger', { config: notify, schema: { tags, response } }, async () => ({
    status: 'ok' as const,
    data: await empfaengerListe(db),
  }));
};
