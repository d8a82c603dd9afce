import { z } from 'zod';
import { okAnswer, errorAnswer } from '../../platform/answers';
import { safeEqual } from '../../platform/auth';
import type { Module } from '../../platform/module';
import { listBackups } from './backup';

const tags = ['Sicherungen'];

const letzteSchema = z.object({
  zeitpunkt: z.string(),
  ok: z.boolean(),
  datei: z.string().nullable(),
  fehler: z.string().nullable(),
});

const statusSchema = z.object({
  aktiv: z.boolean(),
  ordner: z.string(),
  stunde: z.number().int(),
  tage: z.number().int(),
  letzte: letzteSchema.nullable(),
  dateien: z.array(z.object({ name: z.string(), bytes: z.number().int(), erstellt: z.string() })),
});

/**
 * Backups (README 'Sicherungen'): the nightly task, the admins' status, and the local trigger with which
 * `npm run backup` asks the running server (token from `<DATA_DIR>/server.json`, only readable on the host).
 */
export const sicherungRoutes: Module = async (app, { config }) => {
  const sicherungen = app.sicherungen;
  if (sicherungen.enabled && config.BACKUP_STUNDE >= 0)
    app.periodic.every('sicherung-nachtlauf', () => sicherungen.nightly());

  // Administrators: the user administration's permission, as the Änderungsprotokoll.
  app.get(
    '/api/sicherungen',
    { config: { access: 'benutzer.verwalten' }, schema: { tags, response: { 200: okAnswer(statusSchema) } } },
    async () => ({
      status: 'ok' as const,
      data: {
        aktiv: sicherungen.enabled && config.BACKUP_STUNDE >= 0,
        ordner: sicherungen.options.backupDir,
        stunde: config.BACKUP_STUNDE,
        tage: config.BACKUP_TAGE,
        letzte: sicherungen.letzte,
        dateien: sicherungen.enabled
          ? (await listBackups(sicherungen.options.backupDir)).map((b) => ({
              name: b.name,
              bytes: b.bytes,
              erstellt: b.erstellt.toISOString(),
            }))
          : [],
      },
    }),
  );

  app.post(
    '/api/sicherungen/lokal',
    {
      config: { access: 'public' },
      schema: {
        tags,
        headers: z.object({ 'x-sicherung-token': z.string().optional() }),
        response: { 200: okAnswer(letzteSchema), 403: errorAnswer, 503: errorAnswer },
      },
    },
    async (req, reply) => {
      const token = req.headers['x-sicherung-token'];
      if (!sicherungen.enabled || typeof token !== 'string' || !safeEqual(token, sicherungen.token))
        return reply.code(403).send({ status: 'error', message: 'Keine Berechtigung für Sicherungen.' });
      const letzte = await sicherungen.run();
      if (!letzte.ok)
        return reply
          .code(503)
          .send({ status: 'error', message: `Sicherung fehlgeschlagen: ${letzte.fehler}` });
      return { status: 'ok' as const, data: letzte };
    },
  );
};
