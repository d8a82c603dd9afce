import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { messages, SessionDataSchema } from '@app/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireAuth } from '../../platform/access';
import { errorAnswer, okAnswer } from '../../platform/answers';
import { sessionCookie, sessionCookieOptions } from '../../platform/auth';
import { UnauthorizedError } from '../../platform/errors';
import { generatePassword, hashPassword, verifyPassword } from '../../platform/passwords';

const sessionAnswer = { 200: okAnswer(SessionDataSchema) };
const loginBody = z.object({
  email: z.string().trim().toLowerCase().max(200),
  password: z.string().max(500),
});

// A real hash to verify against when the e-mail is unknown, so both cases take the same time.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(generatePassword()));

export const sessionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  loginRateLimit: number;
  secureCookie: boolean;
}> = async (app, { db, loginRateLimit, secureCookie }) => {
  app.post(
    '/api/session',
    {
      config: { access: 'public', rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['Session'],
        body: loginBody,
        // Public, yet 401: e-mail or password wrong, or the user deactivated.
        response: { ...sessionAnswer, 401: errorAnswer.describe('E-Mail oder Passwort falsch') },
      },
    },
    async (req, reply) => {
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), req.body.password);
      if (!user || !ok || !user.aktiv || !user.password_hash)
        throw new UnauthorizedError(messages.loginFalsch);
      // Only a real login counts (an administrator acting as this user does not).
      await db
        .update(users)
        .set({ letzter_login: sql`now()` })
        .where(eq(users.id, user.id));
      // A new session id at every login (no fixation); the previous one of this browser ends.
      const previous = await app.sessions.load(req.cookies[sessionCookie]);
      if (previous) {
        await app.sessions.destroy(previous.sessionId);
        await app.realtime.endSession(previous.sessionId);
      }
      const cookieValue = await app.sessions.create(user.id);
      reply.setCookie(
        sessionCookie,
        cookieValue,
        sessionCookieOptions(secureCookie || req.protocol === 'https'),
      );
      const auth = await app.sessions.load(cookieValue);
      return { status: 'ok' as const, data: await app.sessions.sessionData(auth!) };
    },
  );

  app.get(
    '/api/session',
    { config: { access: 'session' }, schema: { tags: ['Session'], response: sessionAnswer } },
    async (req) => ({
      status: 'ok' as const,
      data: await app.sessions.sessionData(requireAuth(req)),
    }),
  );

  app.delete(
    '/api/session',
    { config: { access: 'session' }, schema: { tags: ['Session'], response: { 200: okAnswer(z.null()) } } },
    async (req, reply) => {
      const { sessionId } = requireAuth(req);
      await app.sessions.destroy(sessionId);
      // Open sockets of this session stop at once, on every instance.
      await app.realtime.endSession(sessionId);
      reply.clearCookie(sessionCookie, { path: '/' });
      return { status: 'ok' as const, data: null };
    },
  );
};
