import { BenachrichtigungAnzahlSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { ungelesen } from '../benachrichtigungen';
import type { DatencheckContext } from '../datencheck.lauf';
import { see, tags } from './shared';

/** How many of the user's notifications are unread (the shell's badge). */
export const benachrichtigungenAnzahlOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/benachrichtigungen/anzahl',
    { config: see, schema: { tags, response: { 200: okAnswer(BenachrichtigungAnzahlSchema) } } },
    async (req) => ({
      status: 'ok' as const,
      data: { ungelesen: await ungelesen(db, requireAuth(req).user.id) },
    }),
  );
};
