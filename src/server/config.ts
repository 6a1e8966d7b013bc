import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env. Invalid configuration stops the process at start with a
// message naming each bad variable.

const ZBooleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  TRUST_PROXY: ZBooleanString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TrueTune <hello@truetune.app>'),
  SUPPORT_EMAIL: z.email().default('support@truetune.app'),
  PRIVACY_EMAIL: z.email().default('privacy@truetune.app'),
  POSTAL_ADDRESS: z
    .string()
    .default('TrueTune, Inc., 1000 N. West Street, Suite 1200, Wilmington, DE 19801, USA'),
  ANALYTICS_SINK_URL: z.url().optional(),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).default(3600),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** Public origin of the app, used in emailed links, canonical URLs and the same-origin check. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  redisUrl: string | undefined;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  contact: { supportEmail: string; privacyEmail: string; postalAddress: string };
  analyticsSinkUrl: string | undefined;
  jobsIntervalMs: number;
  /** Where the built client and SSR bundles live. */
  distDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (PORT= in a compose file) means unset, never 0 or ''.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    // Demo data outside production unless switched off; in production only when asked for.
    seedDemo: e.SEED_DEMO === undefined ? !isProduction : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL || undefined,
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    contact: {
      supportEmail: e.SUPPORT_EMAIL,
      privacyEmail: e.PRIVACY_EMAIL,
      postalAddress: e.POSTAL_ADDRESS,
    },
    analyticsSinkUrl: e.ANALYTICS_SINK_URL,
    jobsIntervalMs: e.JOBS_INTERVAL_SECONDS * 1000,
    distDir: path.resolve('dist'),
  };
}
