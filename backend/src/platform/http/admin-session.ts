import { createHash, randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type pg from 'pg';
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS, texts, type AdminRole } from '@fr/contracts';
import { AppError } from '../errors';

/** The admin behind the request's admin session, if it has a live one. */
export interface AdminSession {
  adminId: string;
  role: AdminRole;
}

declare module 'koa' {
  interface DefaultState {
    admin?: AdminSession | null;
  }
}

export const adminSessionSchemaSql = `
CREATE TABLE IF NOT EXISTS admin_sessions (
  id_hash text PRIMARY KEY,
  admin_id text NOT NULL,
  role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS admin_sessions_expires_at ON admin_sessions (idle_expires_at);`;

// Only the hash of the id is stored, so a leaked table holds no usable session.
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, signed: true, path: '/', overwrite: true });

/**
 * Admin sessions are apart from the players' (their own signed cookie and table) and end after 30 minutes without a
 * request. Each request with a live session moves the idle deadline; `ctx.state.admin` says who it is.
 */
export function adminSessionMiddleware(pool: pg.Pool, options: { secure: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.state.admin = null;
    const id = ctx.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
    if (id) {
      const { rows } = await pool.query<{ admin_id: string; role: AdminRole }>(
        `UPDATE admin_sessions SET idle_expires_at = least(expires_at, now() + $2 * interval '1 millisecond')
         WHERE id_hash = $1 AND idle_expires_at > now() AND expires_at > now() RETURNING admin_id, role`,
        [hashId(id), ADMIN_SESSION_IDLE_MS],
      );
      if (rows[0]) ctx.state.admin = { adminId: rows[0].admin_id, role: rows[0].role };
      else ctx.cookies.set(ADMIN_SESSION_COOKIE, null, cookieOptions(options.secure));
    }
    await next();
  };
}

/**
 * The admin a request needs for an admin resource: 401 without an admin session (a player session is none), 403 for a
 * role outside `roles` (absent: every admin role).
 */
export function requireAdmin(admin: AdminSession | null | undefined, roles?: readonly AdminRole[]): AdminSession {
  if (!admin) throw new AppError('unauthenticated', texts.server.adminNotSignedIn);
  if (roles && !roles.includes(admin.role)) throw new AppError('forbidden', texts.server.adminRoleForbidden);
  return admin;
}

/** Starts an admin session with a fresh id (never one the client brought: no fixation), ending any the client had. */
export async function startAdminSession(ctx: Context, pool: pg.Pool, admin: AdminSession, secure: boolean): Promise<void> {
  await endAdminSession(ctx, pool, secure);
  const id = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO admin_sessions (id_hash, admin_id, role, idle_expires_at, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond', now() + $5 * interval '1 millisecond')`,
    [hashId(id), admin.adminId, admin.role, ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS],
  );
  ctx.cookies.set(ADMIN_SESSION_COOKIE, id, { ...cookieOptions(secure), maxAge: ADMIN_SESSION_MAX_MS });
  ctx.state.admin = admin;
}

export async function endAdminSession(ctx: Context, pool: pg.Pool, secure: boolean): Promise<void> {
  const id = ctx.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
  if (id) await pool.query('DELETE FROM admin_sessions WHERE id_hash = $1', [hashId(id)]);
  ctx.cookies.set(ADMIN_SESSION_COOKIE, null, cookieOptions(secure));
  ctx.state.admin = null;
}

/** Ends the admin's sessions at once: all of them, or all but the request's own (`keep`). Answers how many ended. */
export async function endAdminSessions(pool: pg.Pool, adminId: string, keep?: Context): Promise<number> {
  const id = keep?.cookies.get(ADMIN_SESSION_COOKIE, { signed: true });
  const result = await pool.query('DELETE FROM admin_sessions WHERE admin_id = $1 AND id_hash IS DISTINCT FROM $2', [
    adminId,
    id ? hashId(id) : null,
  ]);
  return result.rowCount ?? 0;
}

export async function purgeExpiredAdminSessions(pool: pg.Pool): Promise<number> {
  const result = await pool.query('DELETE FROM admin_sessions WHERE idle_expires_at <= now() OR expires_at <= now()');
  return result.rowCount ?? 0;
}
