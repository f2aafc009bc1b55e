import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_SETUP_TOKEN_TTL_MS, texts, type AdminAccountInput, type AdminProfile } from '@fr/contracts';
import { adminCount } from '@fr/projections';
import { createSchema, withTransaction } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';
import { createAdmin } from './admin-write';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Arbitrary but fixed: serialises issuing across the processes that start together. */
const SETUP_LOCK = 7_305_221_011;

export const setupTokenSchemaSql = `
CREATE TABLE IF NOT EXISTS admin_setup_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);`;

type SetupServices = Pick<AppServices, 'pool' | 'store' | 'waitForAllCommitted' | 'config'>;

/**
 * While no admin exists, issues a one-time link to create the first one (as Grafana and Jenkins do) and returns it;
 * only its hash is stored, it works once and expires after an hour. Null when an admin exists or a link issued earlier
 * is still valid (it is in the log of that start).
 */
export async function issueSetupLink(services: SetupServices): Promise<string | null> {
  await createSchema(services.pool, setupTokenSchemaSql);
  // The read model must include every admin created so far (by the CLI too) before it can say there is none.
  await services.waitForAllCommitted();
  if ((await adminCount(services.pool)) > 0) return null;
  const token = randomBytes(32).toString('base64url');
  const issued = await withTransaction(services.pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
    await client.query('DELETE FROM admin_setup_tokens WHERE expires_at <= now()');
    // A valid link was issued already, or one was used: its admin exists even while the read model does not show it.
    const { rows } = await client.query('SELECT 1 FROM admin_setup_tokens');
    if (rows.length > 0) return false;
    await client.query(`INSERT INTO admin_setup_tokens (token_hash, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond')`, [
      hash(token),
      ADMIN_SETUP_TOKEN_TTL_MS,
    ]);
    return true;
  });
  return issued ? `${services.config.publicUrl}/admin?setup=${token}` : null;
}

/**
 * Creates the first admin (role `admin`) through a setup link, which is spent; a refused creation gives it back. The
 * link dies as soon as any admin exists, however it was made (`npm run admin:create` included): it is for the first.
 */
export async function useSetupLink(
  services: SetupServices & Pick<AppServices, 'commands' | 'now'>,
  token: string,
  input: AdminAccountInput,
): Promise<AdminProfile> {
  await services.waitForAllCommitted();
  if ((await adminCount(services.pool)) > 0) {
    await services.pool.query('DELETE FROM admin_setup_tokens');
    throw new AppError('invalid_token', texts.server.adminSetupInvalid);
  }
  const { rows } = await services.pool.query(
    'UPDATE admin_setup_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING 1',
    [hash(token)],
  );
  if (rows.length === 0) throw new AppError('invalid_token', texts.server.adminSetupInvalid);
  try {
    return await createAdmin(services, { ...input, role: 'admin', via: 'setup-link' });
  } catch (error) {
    await services.pool.query('UPDATE admin_setup_tokens SET used_at = NULL WHERE token_hash = $1', [hash(token)]);
    throw error;
  }
}

/** Kills every setup link: `npm run admin:create` calls it once it made an admin, as the link is only for the first. */
export async function closeSetupLinks(services: Pick<AppServices, 'pool'>): Promise<void> {
  await createSchema(services.pool, setupTokenSchemaSql);
  await services.pool.query('DELETE FROM admin_setup_tokens');
}

export async function purgeExpiredSetupTokens(services: Pick<AppServices, 'pool'>): Promise<number> {
  const result = await services.pool.query('DELETE FROM admin_setup_tokens WHERE expires_at <= now() OR used_at IS NOT NULL');
  return result.rowCount ?? 0;
}
