import { isIP } from 'node:net';
import { z } from 'zod';
import { standardSeed } from './platform/providers/grundbuch/register-world';

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrNetwork = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  return (
    proxyKeywords.has(entry) ||
    (!!isIP(address) && !rest.length && (bits === undefined || /^\d{1,3}$/.test(bits)))
  );
};

/**
 * Which reverse proxies may set X-Forwarded-For/-Proto: none, or their addresses and networks. Not `true`
 * (any client's X-Forwarded-For would count as its address: the login limit bypassed) and not a hop count
 * (Fastify refuses it: a client reaching the app directly could pose as the proxy).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): false | string[] => {
    const value = raw.trim();
    if (value === 'false') return false;
    const list = value.split(',').map((e) => e.trim());
    if (list.every(isAddressOrNetwork)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'muss false oder eine Liste der Adressen/Netze der Proxys vor der App sein (z. B. 10.0.0.5,10.1.0.0/16 oder loopback)',
    });
    return z.NEVER;
  });

/** Environment → typed configuration, validated once with one clear German message per bad value. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  ADMIN_EMAIL: z.email('ist keine gültige E-Mail-Adresse').default('admin@example.at'),
  ADMIN_PASSWORD: z.string().min(10, 'muss mindestens 10 Zeichen haben').optional(),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Firmenbuch (DESIGN §8): the built-in simulator, or the Justiz HVD SOAP service. */
  FIRMENBUCH: z.enum(['simulator', 'hvd'], 'muss simulator oder hvd sein').default('simulator'),
  FIRMENBUCH_URL: z
    .url('ist keine gültige URL')
    .default('https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws'),
  FIRMENBUCH_API_KEY: z.string().optional(),
  /** Simulator: FNs starting with this prefix fail (error paths); its answer delay in ms. */
  FIRMENBUCH_SIMULATOR_FAIL: z.string().regex(/^\d+$/, 'muss aus Ziffern bestehen').default('999'),
  FIRMENBUCH_SIMULATOR_DELAY_MS: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(0, 'darf nicht negativ sein')
    .max(60_000, 'darf höchstens 60000 sein')
    .default(400),
  /** Grundbuch (DESIGN §8): the built-in simulator, or a clearing agency (Verrechnungsstelle) adapter. */
  GRUNDBUCH: z
    .enum(['simulator', 'verrechnungsstelle'], 'muss simulator oder verrechnungsstelle sein')
    .default('simulator'),
  GRUNDBUCH_URL: z.url('ist keine gültige URL').optional(),
  GRUNDBUCH_BENUTZER: z.string().optional(),
  GRUNDBUCH_PASSWORT: z.string().optional(),
  /** Simulator: its seed, TZ numbers that fail like an unreachable service, its answer delay in ms. */
  GRUNDBUCH_SIMULATOR_SEED: z.string().default(standardSeed),
  GRUNDBUCH_SIMULATOR_FAIL: z
    .string()
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'muss eine Liste von TZ-Nummern wie 666,4711 sein')
    .default('666')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
    ),
  GRUNDBUCH_SIMULATOR_DELAY_MS: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(0, 'darf nicht negativ sein')
    .max(60_000, 'darf höchstens 60000 sein')
    .default(20),
  /** Datencheck: longest run of one check's SQL (statement time-out) in milliseconds. */
  DATENCHECK_TIMEOUT_MS: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(100, 'muss mindestens 100 sein')
    .max(3_600_000, 'darf höchstens 3600000 sein')
    .default(60_000),
  /** Datencheck: most result rows of one run; a check answering more fails with a note (issue 24). */
  DATENCHECK_MAX_ZEILEN: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(1, 'muss mindestens 1 sein')
    .max(10_000_000, 'darf höchstens 10000000 sein')
    .default(100_000),
  /** Datencheck: hour (server time) of the nightly run of all checks; -1: none. */
  DATENCHECK_NACHTLAUF_STUNDE: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(-1, 'muss zwischen -1 und 23 liegen')
    .max(23, 'muss zwischen -1 und 23 liegen')
    .default(2),
  /** Backups of the embedded database and the files (README 'Sicherungen'): their folder, not inside DATA_DIR. */
  BACKUP_DIR: z.string().default('./backups'),
  /** Hour (server time) of the nightly backup; -1: none. PostgreSQL: no backup job (README). */
  BACKUP_STUNDE: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(-1, 'muss zwischen -1 und 23 liegen')
    .max(23, 'muss zwischen -1 und 23 liegen')
    .default(3),
  /** Days a backup is kept (the newest always stays). */
  BACKUP_TAGE: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(1, 'muss mindestens 1 sein')
    .max(3650, 'darf höchstens 3650 sein')
    .default(14),
  /** Years an audit row (Verlauf, Änderungsprotokoll) is kept; older ones are deleted nightly. 0: forever. */
  VERLAUF_JAHRE: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(0, 'muss zwischen 0 und 100 liegen')
    .max(100, 'muss zwischen 0 und 100 liegen')
    .default(10),
  /** Every periodic task's interval times this factor (platform/periodic.ts); below 1 only for soak tests. */
  PERIODIC_SCALE: z.coerce
    .number('muss eine Zahl sein')
    .min(0.0001, 'muss mindestens 0.0001 sein')
    .max(1, 'darf höchstens 1 sein')
    .default(1),
  /** Geocoding (DESIGN §8): the built-in simulator, or Google Geocoding with the Vienna address service as fallback. */
  GEOCODING: z.enum(['simulator', 'google'], 'muss simulator oder google sein').default('simulator'),
  GOOGLE_MAPS_KEY: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce
    .number()
    .int('muss eine ganze Zahl sein')
    .min(1, 'muss mindestens 1 sein')
    .max(1024, 'darf höchstens 1024 sein')
    .default(25),
  /** Networks (CIDR, comma-separated) a download by URL may reach although they are not public; default none. */
  /** Nutzwertgutachten: the weo-calc action the calculate button GETs (answers a number); default our own. */
  WEO_CALC_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, 'muss mit http://, https:// oder / beginnen')
    .default('/api/nutzwertgutachten/weo-calc'),
  DOWNLOAD_ALLOWED_NETWORKS: z
    .string()
    .regex(
      /^\s*[0-9a-fA-F:.]+\/\d{1,3}\s*(,\s*[0-9a-fA-F:.]+\/\d{1,3}\s*)*$/,
      'muss eine Liste von Netzen wie 10.1.0.0/16 sein',
    )
    .optional(),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  return result.data;
}
