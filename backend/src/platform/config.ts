import { z } from 'zod';
import { COIN_ADJUSTMENT_APPROVAL_ABOVE, type AdminEnvironment } from '@fr/contracts';

import { beaconEnv, loadBeaconConfig, type BeaconConfig } from './beacon-config';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Every environment variable the system reads; README.md and docs/operations.md document this table. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A production build that is not the live product (a staging copy): the console's badge says so. */
  DEPLOY_ENVIRONMENT: z.enum(['production', 'staging']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  EVENT_STORE: z.enum(['postgres', 'pglite', 'eventstoredb']).optional(),
  EVENTSTORE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  STATIC_DIR: z.string().default('frontend/dist'),
  SESSION_SECRET: z.string().min(16).optional(),
  /** Replaced by TRUST_PROXY_HOPS; still read so that an old setting is refused instead of silently ignored. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fantasy Rewards <no-reply@fantasy-rewards.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, docker logs). */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  TRUST_PROXY: z.string().optional(),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  YAHOO_CLIENT_ID: z.string().optional(),
  YAHOO_CLIENT_SECRET: z.string().optional(),
  YAHOO_AUTH_BASE_URL: z.string().url().default('https://api.login.yahoo.com'),
  YAHOO_API_BASE_URL: z.string().url().default('https://fantasysports.yahooapis.com'),
  DEMO_PROVIDER: booleanFlag.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_AUTH_BASE_URL: z.string().url().default('https://www.facebook.com'),
  FACEBOOK_GRAPH_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  X_AUTH_BASE_URL: z.string().url().default('https://twitter.com'),
  X_API_BASE_URL: z.string().url().default('https://api.twitter.com'),
  /** Yahoo's OpenID Connect issuer for signing in with Yahoo (the fantasy provider's client, YAHOO_CLIENT_ID). */
  YAHOO_ISSUER: z.string().url().default('https://api.login.yahoo.com'),
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE_URL: z.string().url().optional(),
  AFFILIATE_SECRETS: z.string().optional(),
  COIN_ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().int().min(0).default(COIN_ADJUSTMENT_APPROVAL_ABOVE),
  ...beaconEnv,
});
export type Env = z.infer<typeof envSchema>;

/** The configuration a running system uses: the session secret resolved. */
export type Config = Omit<LoadedConfig, 'sessionSecret'> & { sessionSecret: string };

export interface LoadedConfig {
  env: Env['NODE_ENV'];
  /** What the console's badge shows: production (or staging) under NODE_ENV=production, demo for `npm start`. */
  environment: AdminEnvironment;
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
  /** Signs the session cookie; null outside production, where a random one is kept in DATA_DIR (see system.ts). */
  sessionSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  /** How many reverse proxies in front of the API append to X-Forwarded-For; 0 trusts no forwarded header. */
  proxyHops: number;
  /** Yahoo Fantasy OAuth client, when its credentials are set. */
  yahoo: { clientId: string; clientSecret: string; authBaseUrl: string; apiBaseUrl: string } | null;
  /** Social sign-in clients, each present when its credentials are set (docs/operations.md). */
  social: SocialConfig;
  /** The offline demo provider: on by default except in production; used only when Yahoo is not configured. */
  demoProvider: boolean;
  /** AES-256-GCM key for provider tokens at rest (base64 or hex, 32 bytes); the embedded mode keeps one in DATA_DIR. */
  tokenEncryptionKey: string | null;
  /** Stripe Checkout for coin packages; without it the sandbox completes purchases at once (not in production). */
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl?: string } | null;
  /** Per-partner secrets for signed conversion postbacks: `slug=secret,slug=secret`. */
  affiliateSecrets: string | null;
  /** Coin adjustments of more than this many coins, either way, need a second admin's approval. */
  coinAdjustmentApprovalAbove: number;
  /** The randomness beacon draws use: drand (production) or the local demo beacon. */
  beacon: BeaconConfig;
}

/** An OpenID Connect provider: its endpoints come from the issuer's discovery document. */
export interface OidcClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface SocialConfig {
  google: OidcClientConfig | null;
  yahoo: OidcClientConfig | null;
  /** Facebook exchanges the code as a public client with PKCE (its OIDC manual flow), so it needs no secret. */
  facebook: { clientId: string; authBaseUrl: string; graphBaseUrl: string } | null;
  /** X's confidential clients authenticate with the secret; without one the client is public (PKCE alone). */
  x: { clientId: string; clientSecret: string | null; authBaseUrl: string; apiBaseUrl: string } | null;
}

/** The development secret earlier versions used by default; it is public, so production refuses it. */
const PUBLIC_DEV_SECRET = 'embedded-development-only-secret';
/** 32 random bytes, base64-encoded without padding, is 43 characters. */
const MIN_PRODUCTION_SECRET_LENGTH = 43;

/** `embedded`: started by `npm start` (entrypoints/embedded.ts), everything in one process: a demo unless production. */
export function loadConfig(source: Record<string, string | undefined> = process.env, { embedded = false } = {}): LoadedConfig {
  const env = envSchema.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  const production = env.NODE_ENV === 'production';
  if (env.TRUST_PROXY !== undefined) {
    throw new Error(
      'TRUST_PROXY is replaced by TRUST_PROXY_HOPS: the number of reverse proxies in front of the API (see docs/operations.md)',
    );
  }
  if (production) refuseUnsafeProduction(env);
  const wantsEsdb = env.EVENT_STORE === 'eventstoredb';
  if (wantsEsdb && !env.EVENTSTORE_URL) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
  if (env.EVENT_STORE === 'postgres' && !env.DATABASE_URL) throw new Error('EVENT_STORE=postgres needs DATABASE_URL');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET');
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY)
    throw new Error('STRIPE_SECRET_KEY must be set in production (the sandbox gives coins away)');
  if (env.NODE_ENV === 'production' && env.YAHOO_CLIENT_ID && !env.TOKEN_ENCRYPTION_KEY) {
    throw new Error('TOKEN_ENCRYPTION_KEY must be set in production when Yahoo credentials are configured');
  }
  if (env.NODE_ENV === 'production' && env.REDIS_URL && !env.TOKEN_ENCRYPTION_KEY) {
    // Each process would make a key of its own: mail the api seals, the workers could not open.
    throw new Error('TOKEN_ENCRYPTION_KEY must be set in production with REDIS_URL: mail jobs are sealed with it (docs/operations.md)');
  }
  const database: LoadedConfig['database'] =
    env.DATABASE_URL && env.EVENT_STORE !== 'pglite'
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: `${env.DATA_DIR}/pglite` };
  return {
    env: env.NODE_ENV,
    environment: production ? (env.DEPLOY_ENVIRONMENT ?? 'production') : embedded ? 'demo' : 'development',
    port: env.PORT,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    database,
    eventStore: wantsEsdb ? { kind: 'eventstoredb', url: env.EVENTSTORE_URL! } : { kind: 'sql' },
    redisUrl: env.REDIS_URL ?? null,
    dataDir: env.DATA_DIR,
    staticDir: env.STATIC_DIR,
    sessionSecret: env.SESSION_SECRET ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    proxyHops: env.TRUST_PROXY_HOPS,
    yahoo:
      env.YAHOO_CLIENT_ID && env.YAHOO_CLIENT_SECRET
        ? {
            clientId: env.YAHOO_CLIENT_ID,
            clientSecret: env.YAHOO_CLIENT_SECRET,
            authBaseUrl: env.YAHOO_AUTH_BASE_URL,
            apiBaseUrl: env.YAHOO_API_BASE_URL,
          }
        : null,
    social: socialConfig(env),
    demoProvider: env.DEMO_PROVIDER ?? !production,
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY ?? null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}),
          }
        : null,
    affiliateSecrets: env.AFFILIATE_SECRETS ?? null,
    coinAdjustmentApprovalAbove: env.COIN_ADJUSTMENT_APPROVAL_ABOVE,
    beacon: loadBeaconConfig(env, production),
  };
}

function socialConfig(env: Env): SocialConfig {
  const oidc = (clientId: string | undefined, clientSecret: string | undefined, issuer: string) =>
    clientId && clientSecret ? { clientId, clientSecret, issuer } : null;
  return {
    google: oidc(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER),
    yahoo: oidc(env.YAHOO_CLIENT_ID, env.YAHOO_CLIENT_SECRET, env.YAHOO_ISSUER),
    facebook: env.FACEBOOK_CLIENT_ID
      ? { clientId: env.FACEBOOK_CLIENT_ID, authBaseUrl: env.FACEBOOK_AUTH_BASE_URL, graphBaseUrl: env.FACEBOOK_GRAPH_BASE_URL }
      : null,
    x: env.X_CLIENT_ID
      ? {
          clientId: env.X_CLIENT_ID,
          clientSecret: env.X_CLIENT_SECRET ?? null,
          authBaseUrl: env.X_AUTH_BASE_URL,
          apiBaseUrl: env.X_API_BASE_URL,
        }
      : null,
  };
}

/** Production must not run with development conveniences: each of these would give coins, accounts or mail away. */
function refuseUnsafeProduction(env: Env): void {
  const secret = env.SESSION_SECRET;
  if (!secret || secret === PUBLIC_DEV_SECRET || secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new Error('SESSION_SECRET must be at least 32 random bytes in production (openssl rand -base64 32)');
  }
  if (!env.SMTP_URL) throw new Error('SMTP_URL must be set in production: without it no verification e-mail reaches a player');
  if (env.DEMO_PROVIDER) throw new Error('DEMO_PROVIDER is for development only: its teams and points are made up');
  if (env.PUBLIC_URL?.startsWith('https://') && env.TRUST_PROXY_HOPS === 0) {
    throw new Error(
      'PUBLIC_URL is https, so TLS ends at a reverse proxy: set TRUST_PROXY_HOPS to the number of proxies in front of the API (see docs/operations.md)',
    );
  }
}
