import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Every environment variable the system reads; README.md and docs/operations.md document this table. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  EVENT_STORE: z.enum(['postgres', 'pglite', 'eventstoredb']).optional(),
  EVENTSTORE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  STATIC_DIR: z.string().default('frontend/dist'),
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fantasy Rewards <no-reply@fantasy-rewards.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  YAHOO_CLIENT_ID: z.string().optional(),
  YAHOO_CLIENT_SECRET: z.string().optional(),
  YAHOO_AUTH_BASE_URL: z.string().url().default('https://api.login.yahoo.com'),
  YAHOO_API_BASE_URL: z.string().url().default('https://fantasysports.yahooapis.com'),
  DEMO_PROVIDER: booleanFlag.optional(),
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE_URL: z.string().url().optional(),
  AFFILIATE_SECRETS: z.string().optional(),
});
export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** Where the data lives: a PostgreSQL server, or embedded PGlite files under dataDir. */
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  eventStore: { kind: 'sql' } | { kind: 'eventstoredb'; url: string };
  /** Jobs go to BullMQ on this Redis, or run in process when absent. */
  redisUrl: string | null;
  dataDir: string;
  staticDir: string;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** Yahoo Fantasy OAuth client, when its credentials are set. */
  yahoo: { clientId: string; clientSecret: string; authBaseUrl: string; apiBaseUrl: string } | null;
  /** The offline demo provider: on by default except in production; used only when Yahoo is not configured. */
  demoProvider: boolean;
  /** AES-256-GCM key for provider tokens at rest (base64 or hex, 32 bytes); the embedded mode keeps one in DATA_DIR. */
  tokenEncryptionKey: string | null;
  /** Stripe Checkout for coin packages; without it the sandbox completes purchases at once (not in production). */
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl?: string } | null;
  /** Per-partner secrets for signed conversion postbacks: `slug=secret,slug=secret`. */
  affiliateSecrets: string | null;
}

const DEV_SESSION_SECRET = 'embedded-development-only-secret';

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = envSchema.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set (at least 16 characters) in production');
  }
  const wantsEsdb = env.EVENT_STORE === 'eventstoredb';
  if (wantsEsdb && !env.EVENTSTORE_URL) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
  if (env.EVENT_STORE === 'postgres' && !env.DATABASE_URL) throw new Error('EVENT_STORE=postgres needs DATABASE_URL');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET');
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY must be set in production (the sandbox gives coins away)');
  if (env.NODE_ENV === 'production' && env.YAHOO_CLIENT_ID && !env.TOKEN_ENCRYPTION_KEY) {
    throw new Error('TOKEN_ENCRYPTION_KEY must be set in production when Yahoo credentials are configured');
  }
  const database: Config['database'] =
    env.DATABASE_URL && env.EVENT_STORE !== 'pglite'
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: `${env.DATA_DIR}/pglite` };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    database,
    eventStore: wantsEsdb ? { kind: 'eventstoredb', url: env.EVENTSTORE_URL! } : { kind: 'sql' },
    redisUrl: env.REDIS_URL ?? null,
    dataDir: env.DATA_DIR,
    staticDir: env.STATIC_DIR,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    yahoo:
      env.YAHOO_CLIENT_ID && env.YAHOO_CLIENT_SECRET
        ? { clientId: env.YAHOO_CLIENT_ID, clientSecret: env.YAHOO_CLIENT_SECRET, authBaseUrl: env.YAHOO_AUTH_BASE_URL, apiBaseUrl: env.YAHOO_API_BASE_URL }
        : null,
    demoProvider: env.DEMO_PROVIDER ?? env.NODE_ENV !== 'production',
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY ?? null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}) }
        : null,
    affiliateSecrets: env.AFFILIATE_SECRETS ?? null,
  };
}
