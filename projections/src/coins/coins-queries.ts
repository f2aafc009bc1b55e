import type pg from 'pg';
import { playerAccount } from './coins-movements';

/** The player's balance from the ledger (0 before the first movement). */
export async function playerBalance(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ balance: number | string }>('SELECT balance FROM ledger_accounts WHERE account = $1', [
    playerAccount(userId),
  ]);
  return Number(rows[0]?.balance ?? 0);
}

/** Coins credited to the player for the given reasons (for example everything the gamification paid). */
export async function creditedFor(pool: pg.Pool, userId: string, reasons: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ total: number | string }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account = $1 AND amount > 0 AND reason = ANY($2)`,
    [playerAccount(userId), reasons],
  );
  return Number(rows[0]?.total ?? 0);
}

/** The trial balance: the sum over every account (always 0 in double entry) and how many players are negative. */
export async function trialBalance(pool: pg.Pool): Promise<{ total: number; negativePlayers: number }> {
  const { rows } = await pool.query<{ total: number | string; negatives: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS total, count(*) FILTER (WHERE kind = 'player' AND balance < 0)::int AS negatives
     FROM ledger_accounts`,
  );
  return { total: Number(rows[0]?.total ?? 0), negativePlayers: rows[0]?.negatives ?? 0 };
}
