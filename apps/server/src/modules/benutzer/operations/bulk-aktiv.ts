import { z } from 'zod';
import { idList } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { setAktiv } from '../benutzer.service';
import { tags, verwalten, type BenutzerContext } from './shared';

const body = idList.extend({ aktiv: z.boolean() });
const response = { 200: okAnswer(z.object({ geaendert: z.number().int() })) };

/** Activate or deactivate the selected users. */
export const bulkAktivOperation: Operation<BenutzerContext> = (app, { db, changed }) => {
  app.post(
    '/api/benutzer/bulk-aktiv',
    { config: { access: verwalten }, schema: { tags, body, response } },
    async (req) => ({
      status: 'ok' as const,
      data: { geaendert: await setAktiv(db, requireAuth(req).actor, changed, req.body.ids, req.body.aktiv) },
    }),
  );
};
