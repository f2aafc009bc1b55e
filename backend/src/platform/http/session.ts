import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type pg from 'pg';
import {
  MAX_USER_AGENT_LENGTH,
  SESSION_COOKIE,
  SESSION_LAST_SEEN_INTERVAL_MS,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
  accountStream,
  type EventStore,
} from '@fr/contracts';
import { clientNetwork } from './client-address';
import type { SessionCache } from './session-cache';

export interface SessionData {
  userId?: string;
  /** When `userId` signed in (ms since the epoch, the product's clock): the session ends SESSION_MAX_AGE_MS later. */
  signedInAt?: number;
  /**
   * The device list's id for this session (Settings): never the cookie's id, which would sign in whoever reads it.
   * With it, the browser's User-Agent, the network of its address (not the address) and when it was last seen (ms).
   */
  deviceId?: string;
  userAgent?: string;
  network?: string;
  lastSeenAt?: number;
  /** A fantasy-provider authorization in progress (between initiate and callback). */
  oauth?: { state: string; provider: string; issuedAt: number };
  /** A social sign-in whose verified e-mail an existing account holds, waiting for that account's password. */
  socialLink?: { provider: string; subject: string; email: string; userId: string; expiresAt: number };
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session's session; `regenerate` issues a new id (against session fixation) and saves. */
    session: (SessionData & { regenerate(): Promise<void> }) | null;
  }
}

export const sessionSchemaSql = `
CREATE TABLE IF NOT EXISTS http_sessions (
  id text PRIMARY KEY,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS http_sessions_expires_at ON http_sessions (expires_at);`;

/**
 * Sessions live server-side in PostgreSQL; the cookie carries only a signed random id. Each process keeps the rows it
 * read in `cache`; a row changed or deleted here is dropped from every process's cache before the request answers.
 */
export function sessionMiddleware(app: Koa, pool: pg.Pool, cache: SessionCache, options: { secure: boolean }): Koa.Middleware {
  const store = {
    async get(id: string) {
      const cached = cache.session(id);
      if (cached) return cached;
      const ticket = cache.ticket();
      const { rows } = await pool.query<{ data: SessionData; remaining_ms: number }>(
        `SELECT data, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS remaining_ms
         FROM http_sessions WHERE id = $1 AND expires_at > now()`,
        [id],
      );
      const row = rows[0];
      if (row) cache.fillSession(id, row.data as Record<string, unknown>, row.remaining_ms, ticket);
      return row?.data;
    },
    async set(id: string, data: SessionData, maxAge: number) {
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : SESSION_TTL_MS;
      // xmax is 0 on a row this statement inserted: a new id no process can have cached.
      const { rows } = await pool.query<{ inserted: boolean }>(
        `INSERT INTO http_sessions (id, data, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at
         RETURNING xmax = 0 AS inserted`,
        [id, data, ttl],
      );
      if (!rows[0]?.inserted) await cache.revoke({ sessionIds: [id] });
    },
    async destroy(id: string) {
      const { rowCount } = await pool.query('DELETE FROM http_sessions WHERE id = $1', [id]);
      if (rowCount) await cache.revoke({ sessionIds: [id] });
    },
  };
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_TTL_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store,
    },
    app,
  ) as Koa.Middleware;
}

/** Signs `userId` in: a fresh session id (against fixation) that remembers when, for its absolute lifetime. */
export async function startPlayerSession(ctx: Koa.ParameterizedContext, userId: string, now: Date): Promise<void> {
  const current = ctx.session!;
  current.userId = userId;
  current.signedInAt = now.getTime();
  current.deviceId = randomUUID();
  current.userAgent = ctx.get('user-agent').slice(0, MAX_USER_AGENT_LENGTH);
  current.network = clientNetwork(ctx.ip);
  current.lastSeenAt = now.getTime();
  await current.regenerate();
}

/**
 * An API request's session counts as signed in only within SESSION_MAX_AGE_MS of its sign-in and while it names an
 * account the event store holds; otherwise it ends here, before any route reads it. A session without a sign-in
 * time comes from before that time was kept, and one naming no account (a store restored without the events, a
 * session row written by hand) would act for a player nobody registered: a command would append to an ownerless stream.
 */
export function playerSessionCheck(services: {
  now(): Date;
  store: Pick<EventStore, 'read'>;
  pool: pg.Pool;
  sessions: SessionCache;
}): Koa.Middleware {
  return async (ctx, next) => {
    const userId = ctx.path.startsWith('/api/') ? ctx.session?.userId : undefined;
    if (userId) {
      const signedInAt = ctx.session?.signedInAt;
      const now = services.now().getTime();
      const current = signedInAt !== undefined && now - signedInAt < SESSION_MAX_AGE_MS;
      if (!current || !(await accountKnown(services, userId))) ctx.session = null;
      else if (now - (ctx.session?.lastSeenAt ?? 0) >= SESSION_LAST_SEEN_INTERVAL_MS) await markSeen(services, ctx, now);
    }
    await next();
  };
}

/**
 * Records when and from which network the session was last used, at most once per SESSION_LAST_SEEN_INTERVAL_MS. An
 * UPDATE of the row, not a save of the session: a session signed out from another device meanwhile stays ended.
 */
async function markSeen(services: { pool: pg.Pool; sessions: SessionCache }, ctx: Koa.ParameterizedContext, now: number): Promise<void> {
  const key = (ctx.session as { externalKey?: string } | null)?.externalKey;
  if (!key) return;
  const network = clientNetwork(ctx.ip);
  await services.pool.query(
    `UPDATE http_sessions SET data = data || jsonb_build_object('lastSeenAt', $2::bigint, 'network', $3::text) WHERE id = $1`,
    [key, now, network],
  );
  // Only this process's copy: another's older last-seen time makes it write once more, never revive an ended session.
  services.sessions.touchSession(key, { lastSeenAt: now, network });
}

/**
 * Whether the account exists, from the cache when this process saw it lately: an account stops existing only by
 * AccountExpired or AccountErased, whose writers revoke its sessions, and with them this knowledge, everywhere.
 */
async function accountKnown(services: { store: Pick<EventStore, 'read'>; sessions: SessionCache }, userId: string): Promise<boolean> {
  if (services.sessions.accountExists(userId)) return true;
  const ticket = services.sessions.ticket();
  const exists = await accountExists(services.store, userId);
  if (exists) services.sessions.fillAccount(userId, ticket);
  return exists;
}

/** A signed-in session of a player, as the device list shows it. */
export interface PlayerSessionRow {
  deviceId: string;
  userAgent: string;
  network: string;
  signedInAt: number;
  lastSeenAt: number;
}

/** The player's live sessions, most recently seen first. One from before devices were kept lists under its row's id hash. */
export async function listPlayerSessions(pool: pg.Pool, userId: string): Promise<PlayerSessionRow[]> {
  const { rows } = await pool.query<{ device_id: string; data: SessionData }>(
    `SELECT coalesce(data->>'deviceId', md5(id)) AS device_id, data FROM http_sessions
     WHERE data->>'userId' = $1 AND expires_at > now()`,
    [userId],
  );
  return rows
    .map(({ device_id, data }) => ({
      deviceId: device_id,
      userAgent: data.userAgent ?? '',
      network: data.network ?? '',
      signedInAt: data.signedInAt ?? 0,
      lastSeenAt: data.lastSeenAt ?? data.signedInAt ?? 0,
    }))
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt || a.deviceId.localeCompare(b.deviceId));
}

/** The device id of the request's own session (see listPlayerSessions), or null when it is not signed in. */
export function currentDeviceId(ctx: Koa.ParameterizedContext): string | null {
  return ctx.session?.deviceId ?? null;
}

/**
 * Ends the player's sessions at once, in every API process's cache too: all of them, or all but the one with device id
 * `keepDeviceId`, or only `onlyDeviceId`. Answers how many ended.
 */
export async function endPlayerSessions(
  services: { pool: pg.Pool; sessions: SessionCache },
  userId: string,
  which: { keepDeviceId?: string | null; onlyDeviceId?: string } = {},
): Promise<number> {
  const device = `coalesce(data->>'deviceId', md5(id))`;
  const result =
    which.onlyDeviceId !== undefined
      ? await services.pool.query(`DELETE FROM http_sessions WHERE data->>'userId' = $1 AND ${device} = $2`, [userId, which.onlyDeviceId])
      : await services.pool.query(`DELETE FROM http_sessions WHERE data->>'userId' = $1 AND ${device} IS DISTINCT FROM $2`, [
          userId,
          which.keepDeviceId ?? null,
        ]);
  // All of the player's cached sessions go, the kept one too: it is read again on its next request.
  await services.sessions.revoke({ userIds: [userId] });
  return result.rowCount ?? 0;
}

async function accountExists(store: Pick<EventStore, 'read'>, userId: string): Promise<boolean> {
  const events = await store.read(accountStream(userId));
  // An unverified registration that expired freed its username and e-mail: its sessions end with it.
  const registered = events.some((event) => event.type === 'AccountRegistered' || event.type === 'SocialAccountRegistered');
  // A deleted account (AccountErased) ends them too.
  return registered && !events.some((event) => event.type === 'AccountExpired' || event.type === 'AccountErased');
}

export async function purgeExpiredSessions(pool: pg.Pool): Promise<number> {
  const result = await pool.query('DELETE FROM http_sessions WHERE expires_at <= now()');
  return result.rowCount ?? 0;
}
