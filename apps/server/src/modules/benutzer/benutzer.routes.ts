import { z } from 'zod';
import {
  AnmeldenAlsSchema,
  AnmeldungAlsHinweisSchema,
  AnonymisierenSchema,
  benutzerArea,
  BenutzerSchema,
  idList,
  idParam,
  messages,
  PasswortAendernSchema,
  PasswortLinkSchema,
  PasswortSetzenSchema,
  ProtokollZeileSchema,
  SessionDataSchema,
  VorlageFieldsSchema,
  VorlageSchema,
  VorlageUpdateSchema,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { sessionCookie, sessionCookieOptions } from '../../platform/auth';
import { ForbiddenError, HttpError } from '../../platform/errors';
import type { Module } from '../../platform/module';
import { verifyPassword } from '../../platform/passwords';
import { anmeldenAls, anmeldenAlsBeendet, hinweiseGesehen, offeneHinweise } from './anmelden-als.service';
import { listBenutzer } from './benutzer.repository';
import { protokoll } from './protokoll.repository';
import {
  anonymisieren,
  createBenutzer,
  deleteBenutzer,
  getBenutzer,
  passwortAendern,
  passwortLink,
  passwortMitLink,
  passwortSetzenAdmin,
  setAktiv,
  updateBenutzer,
} from './benutzer.service';
import { createVorlage, deleteVorlage, getVorlage, listVorlagen, updateVorlage } from './vorlagen.service';

const tags = [benutzerArea.label];
const verwalten = benutzerArea.permissions.write;
const nothing = { 200: okAnswer(z.null()) };

/** User administration (issue 10): users, permission templates, passwords, anonymising, impersonation. */
export const benutzerRoutes: Module = async (app, ctx) => {
  // Permission changes and deactivation reach open sockets at once, on every instance.
  const changed = (userId: number) => app.realtime.userChanged(userId);

  await app.register(
    areaRoutes(benutzerArea, {
      service: {
        list: ({ db }, params) => listBenutzer(db, params),
        get: ({ db }, id) => getBenutzer(db, id),
        create: ({ db }, actor, body) => createBenutzer(db, actor, body),
        update: ({ db }, actor, id, version, fields) =>
          updateBenutzer(db, actor, changed, id, version, fields),
        remove: async ({ db }, actor, id) => void (await deleteBenutzer(db, actor, [id], true)),
        removeMany: ({ db }, actor, ids) => deleteBenutzer(db, actor, ids, false),
      },
      record: BenutzerSchema,
      row: BenutzerSchema,
    }),
    ctx,
  );
  const { db } = ctx;

  app.get(
    '/api/benutzer/:id/protokoll',
    { config: { access: verwalten }, schema: { tags, params: idParam, response: { 200: okAnswer(z.array(ProtokollZeileSchema)) } } },
    async (req) => ({ status: 'ok' as const, data: await protokoll(db, req.params.id) }),
  );

  app.post(
    '/api/benutzer/bulk-aktiv',
    {
      config: { access: verwalten },
      schema: { tags, body: idList.extend({ aktiv: z.boolean() }), response: { 200: okAnswer(z.object({ geaendert: z.number().int() })) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: { geaendert: await setAktiv(db, requireAuth(req).actor, changed, req.body.ids, req.body.aktiv) },
    }),
  );

  app.post(
    '/api/benutzer/:id/passwort-link',
    {
      config: { access: verwalten },
      schema: { tags, params: idParam, response: { 200: okAnswer(PasswortLinkSchema) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await passwortLink(db, requireAuth(req).actor, req.params.id),
    }),
  );

  app.post(
    '/api/benutzer/:id/passwort',
    {
      config: { access: verwalten },
      schema: {
        tags,
        params: idParam,
        body: z.object({ passwort: PasswortSetzenSchema.shape.passwort }),
        response: nothing,
      },
    },
    async (req) => {
      await passwortSetzenAdmin(db, requireAuth(req).actor, req.params.id, req.body.passwort);
      return { status: 'ok' as const, data: null };
    },
  );

  app.post(
    '/api/benutzer/:id/anonymisieren',
    {
      config: { access: verwalten },
      schema: {
        tags,
        params: idParam,
        body: AnonymisierenSchema,
        response: { 200: okAnswer(BenutzerSchema) },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await anonymisieren(db, requireAuth(req).actor, changed, req.params.id, req.body.email),
    }),
  );

  // Acting as another user: a session of its own replaces the administrator's in this browser.
  app.post(
    '/api/benutzer/:id/anmelden-als',
    {
      config: { access: 'benutzer.anmelden_als' },
      schema: {
        tags,
        params: idParam,
        body: AnmeldenAlsSchema,
        response: { 200: okAnswer(SessionDataSchema) },
      },
    },
    async (req, reply) => {
      const admin = requireAuth(req);
      const cookieValue = await anmeldenAls(
        db,
        app.sessions,
        admin,
        req.params.id,
        req.body.grund,
        req.body.minuten,
      );
      await app.sessions.destroy(admin.sessionId);
      await app.realtime.endSession(admin.sessionId);
      reply.setCookie(sessionCookie, cookieValue, sessionCookieOptions(req.protocol === 'https'));
      return {
        status: 'ok' as const,
        data: await app.sessions.sessionData((await app.sessions.load(cookieValue))!),
      };
    },
  );

  // 'beenden' in the banner: back to the administrator's own (new) session.
  app.post(
    '/api/konto/anmelden-als/beenden',
    { config: { access: 'session' }, schema: { tags, response: { 200: okAnswer(SessionDataSchema) } } },
    async (req, reply) => {
      const auth = requireAuth(req);
      const originalUserId = auth.actor.originalUserId;
      if (!originalUserId) throw new HttpError(409, messages.keineAnmeldungAls);
      await anmeldenAlsBeendet(db, auth);
      await app.sessions.destroy(auth.sessionId);
      await app.realtime.endSession(auth.sessionId);
      const cookieValue = await app.sessions.create(originalUserId);
      reply.setCookie(sessionCookie, cookieValue, sessionCookieOptions(req.protocol === 'https'));
      return {
        status: 'ok' as const,
        data: await app.sessions.sessionData((await app.sessions.load(cookieValue))!),
      };
    },
  );

  app.put(
    '/api/konto/passwort',
    { config: { access: 'session' }, schema: { tags, body: PasswortAendernSchema, response: nothing } },
    async (req) => {
      const auth = requireAuth(req);
      if (auth.user.originalUser) throw new ForbiddenError(messages.alsAndereGesperrt);
      const ended = await passwortAendern(db, auth.actor, auth.sessionId, req.body.aktuell, req.body.neu, verifyPassword);
      for (const sessionId of ended) await app.realtime.endSession(sessionId);
      return { status: 'ok' as const, data: null };
    },
  );

  app.get(
    '/api/konto/hinweise',
    {
      config: { access: 'session' },
      schema: { tags, response: { 200: okAnswer(z.array(AnmeldungAlsHinweisSchema)) } },
    },
    async (req) => ({ status: 'ok' as const, data: await offeneHinweise(db, requireAuth(req)) }),
  );

  app.post(
    '/api/konto/hinweise/gesehen',
    { config: { access: 'session' }, schema: { tags, response: nothing } },
    async (req) => {
      await hinweiseGesehen(db, requireAuth(req));
      return { status: 'ok' as const, data: null };
    },
  );

  // The one-time link's form: no session (the token is the proof), rate-limited like the login.
  app.post(
    '/api/passwort-setzen',
    {
      config: { access: 'public', rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { tags, body: PasswortSetzenSchema, response: nothing },
    },
    async (req) => {
      await passwortMitLink(db, req.body.token, req.body.passwort);
      return { status: 'ok' as const, data: null };
    },
  );

  // Permission templates (berechtigungVorlagen).
  const vorlagenApi = '/api/berechtigung-vorlagen';
  app.get(
    vorlagenApi,
    { config: { access: verwalten }, schema: { tags, response: { 200: okAnswer(z.array(VorlageSchema)) } } },
    async () => ({ status: 'ok' as const, data: await listVorlagen(db) }),
  );
  app.get(
    `${vorlagenApi}/:id`,
    {
      config: { access: verwalten },
      schema: { tags, params: idParam, response: { 200: okAnswer(VorlageSchema) } },
    },
    async (req) => ({ status: 'ok' as const, data: await getVorlage(db, req.params.id) }),
  );
  app.post(
    vorlagenApi,
    {
      config: { access: verwalten },
      schema: { tags, body: VorlageFieldsSchema, response: { 200: okAnswer(VorlageSchema) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await createVorlage(db, requireAuth(req).actor, req.body),
    }),
  );
  app.put(
    `${vorlagenApi}/:id`,
    {
      config: { access: verwalten },
      schema: {
        tags,
        params: idParam,
        body: VorlageUpdateSchema,
        response: { 200: okAnswer(VorlageSchema).extend({ geaendert: z.number().int() }) },
      },
    },
    async (req) => {
      const { version, anwenden, ...fields } = req.body;
      const { vorlage, geaendert } = await updateVorlage(
        db,
        requireAuth(req).actor,
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
    `${vorlagenApi}/:id`,
    { config: { access: verwalten }, schema: { tags, params: idParam, response: { 200: idAnswer } } },
    async (req) => {
      await deleteVorlage(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok' as const, data: { id: req.params.id } };
    },
  );
};
