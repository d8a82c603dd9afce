import { z } from 'zod';
import { idParam, VorlageFieldsSchema, VorlageSchema, VorlageUpdateSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { idAnswer, okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { createVorlage, deleteVorlage, getVorlage, listVorlagen, updateVorlage } from '../vorlagen.service';
import { tags, verwalten, type BenutzerContext } from './shared';

const api = '/api/berechtigung-vorlagen';
const config = { access: verwalten };
/** Saving with `anwenden` also answers how many users followed. */
const updated = { 200: okAnswer(VorlageSchema).extend({ geaendert: z.number().int() }) };

/** Permission templates (berechtigungVorlagen): a small resource of its own beside the users. */
export const vorlagenOperation: Operation<BenutzerContext> = (app, { db, changed }) => {
  app.get(
    api,
    { config, schema: { tags, response: { 200: okAnswer(z.array(VorlageSchema)) } } },
    async () => ({
      status: 'ok' as const,
      data: await listVorlagen(db),
    }),
  );
  app.get(
    `${api}/:id`,
    { config, schema: { tags, params: idParam, response: { 200: okAnswer(VorlageSchema) } } },
    async (req) => ({ status: 'ok' as const, data: await getVorlage(db, req.params.id) }),
  );
  app.post(
    api,
    { config, schema: { tags, body: VorlageFieldsSchema, response: { 200: okAnswer(VorlageSchema) } } },
    async (req) => ({
      status: 'ok' as const,
      data: await createVorlage(db, requireAuth(req).actor, req.body),
    }),
  );
  app.put(
    `${api}/:id`,
    { config, schema: { tags, params: idParam, body: VorlageUpdateSchema, response: updated } },
    async (req) => {
      const { version, anwenden, ...fields } = req.body;
      const actor = requireAuth(req).actor;
      const { vorlage, geaendert } = await updateVorlage(
        db,
        actor,
        changed,
        req.params.id,
        version,
        fields,
        anwenden,
      );
      return { status: 'ok' as const, data: vorlage, geaendert };
    },
  );
  app.delete(
    `${api}/:id`,
    { config, schema: { tags, params: idParam, response: { 200: idAnswer } } },
    async (req) => {
      await deleteVorlage(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok' as const, data: { id: req.params.id } };
    },
  );
};
