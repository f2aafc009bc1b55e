import { createHash } from 'node:crypto';
import type pg from 'pg';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_TTL_MS, texts } from '@fr/contracts';
import { AppError } from '../errors';
import type { Queryable } from '../database';

export const idempotencySchemaSql = `
CREATE TABLE IF NOT EXISTS http_idempotency (
  user_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status int,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);`;

const KEY = /^[A-Za-z0-9_.:-]{1,128}$/;
const WAIT_MS = 5000;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/**
 * Idempotency-Key: the same key with the same request gets the first answer again (the command is not run twice);
 * the same key with another request is refused (409). Business refusals (4xx) are remembered too; faults are not,
 * so a retry after a crash runs again (and the command ids below make that safe).
 */
export async function withIdempotency(
  pool: pg.Pool,
  userId: string,
  key: string | undefined,
  request: unknown,
  run: () => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  if (key === undefined || key === '') return run();
  if (!KEY.test(key)) throw new AppError('validation_failed', `The ${IDEMPOTENCY_HEADER} header must be 1-128 letters, digits or . _ : -`);
  const hash = createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
  const claimed = await pool.query('INSERT INTO http_idempotency (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    key,
    hash,
  ]);
  if (claimed.rowCount === 1) {
    try {
      const answer = await run();
      await remember(pool, userId, key, answer);
      return answer;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        await remember(pool, userId, key, { status: error.status, body: error.toBody() });
      } else {
        await pool.query('DELETE FROM http_idempotency WHERE user_id = $1 AND key = $2', [userId, key]);
      }
      throw error;
    }
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { rows } = await pool.query<{ request_hash: string; status: number | null; body: unknown; expired: boolean }>(
      `SELECT request_hash, status, body, created_at < now() - $3 * interval '1 millisecond' AS expired
       FROM http_idempotency WHERE user_id = $1 AND key = $2`,
      [userId, key, IDEMPOTENCY_KEY_TTL_MS],
    );
    const row = rows[0];
    if (row?.expired) await pool.query('DELETE FROM http_idempotency WHERE user_id = $1 AND key = $2', [userId, key]);
    if (!row || row.expired) return withIdempotency(pool, userId, key, request, run);
    if (row.request_hash !== hash) throw new AppError('idempotency_mismatch', texts.server.idempotencyMismatch);
    if (row.status !== null) return { status: row.status, body: row.body };
    if (Date.now() > deadline) throw new AppError('conflict', texts.server.conflict);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function remember(pool: pg.Pool, userId: string, key: string, answer: IdempotentAnswer) {
  return pool.query('UPDATE http_idempotency SET status = $3, body = $4 WHERE user_id = $1 AND key = $2', [
    userId,
    key,
    answer.status,
    JSON.stringify(answer.body),
  ]);
}

/** Removes keys past their lifetime (run by the hourly housekeeping job). */
export async function purgeExpiredIdempotencyKeys(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`DELETE FROM http_idempotency WHERE created_at < now() - $1 * interval '1 millisecond'`, [
    IDEMPOTENCY_KEY_TTL_MS,
  ]);
  return result.rowCount ?? 0;
}

/** Forgets a player's stored answers (account deletion): they can hold what the player sent or was shown. */
export async function forgetIdempotencyKeysOf(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM http_idempotency WHERE user_id = $1', [userId]);
}
