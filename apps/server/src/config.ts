import { z } from 'zod';

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
  DEMO_DATA: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
