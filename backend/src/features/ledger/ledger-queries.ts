import type pg from 'pg';
import { playerAccount } from '@fr/projections';

/** The player's balance from the ledger read model (0 before the first movement). */
export async function playerBalance(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE account = $1', [playerAccount(userId)]);
  return rows[0]?.balance ?? 0;
}
