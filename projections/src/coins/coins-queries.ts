import type pg from 'pg';
import { playerAccount } from './coins-movements';
import { preparedQuery } from '../prepared';

const PLAYER_BALANCE = preparedQuery('SELECT balance FROM ledger_accounts WHERE account = $1');

/** The player's balance from the ledger (0 before the first movement). */
export async function playerBalance(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ balance: number | string }>(PLAYER_BALANCE([playerAccount(userId)]));
  return Number(rows[0]?.balance ?? 0);
}

/** The player's balance per lot now (0 and 0 before the first movement). */
export async function playerLots(pool: pg.Pool, userId: string): Promise<{ earned: number; purchased: number }> {
  const { rows } = await pool.query<{ earned: number | string; purchased: number | string }>(
    'SELECT earned, purchased FROM ledger_accounts WHERE account = $1',
    [playerAccount(userId)],
  );
  return { earned: Number(rows[0]?.earned ?? 0), purchased: Number(rows[0]?.purchased ?? 0) };
}

const CREDITED_FOR = preparedQuery(
  `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account = $1 AND amount > 0 AND reason = ANY($2)`,
);

/** Coins credited to the player for the given reasons (for example everything the gamification paid). */
export async function creditedFor(pool: pg.Pool, userId: string, reasons: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ total: number | string }>(CREDITED_FOR([playerAccount(userId), reasons]));
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

export interface LotBalances {
  balance: number;
  earned: number;
  purchased: number;
}

/** The player's balance per lot from the ledger entries recorded up to `asOf` (inclusive). */
export async function playerLotsAsOf(pool: pg.Pool, userId: string, asOf: Date): Promise<LotBalances> {
  const { rows } = await pool.query<{ earned: number; purchased: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE lot = 'earned'), 0)::bigint AS earned,
            coalesce(sum(amount) FILTER (WHERE lot = 'purchased'), 0)::bigint AS purchased
     FROM ledger_entries WHERE account = $1 AND occurred_at <= $2`,
    [playerAccount(userId), asOf],
  );
  const earned = Number(rows[0]?.earned ?? 0);
  const purchased = Number(rows[0]?.purchased ?? 0);
  return { balance: earned + purchased, earned, purchased };
}

export interface LedgerAccountBalances extends LotBalances {
  account: string;
}

export interface TrialBalanceByLot {
  /** Per lot: what the players hold, what the system accounts hold, and their sum (zero in double entry). */
  lots: Array<{ lot: 'earned' | 'purchased'; players: number; system: number; total: number }>;
  systemAccounts: LedgerAccountBalances[];
  playerAccounts: number;
  negativePlayers: number;
}

/** The trial balance per lot, read in one snapshot so the sums belong to the same moment. */
export async function trialBalanceByLot(pool: pg.Pool): Promise<TrialBalanceByLot> {
  const { rows } = await pool.query<{
    account: string;
    kind: 'player' | 'system';
    earned: number;
    purchased: number;
    balance: number;
    accounts: number;
    negatives: number;
  }>(
    `SELECT account, kind, earned, purchased, balance, 1 AS accounts, 0 AS negatives FROM ledger_accounts WHERE kind = 'system'
     UNION ALL
     SELECT 'players', 'player', coalesce(sum(earned), 0)::bigint, coalesce(sum(purchased), 0)::bigint,
            coalesce(sum(balance), 0)::bigint, count(*)::int, count(*) FILTER (WHERE balance < 0 OR earned < 0 OR purchased < 0)::int
     FROM ledger_accounts WHERE kind = 'player'
     ORDER BY 1`,
  );
  const system = rows.filter((r) => r.kind === 'system');
  const players = rows.find((r) => r.kind === 'player');
  const sum = (lot: 'earned' | 'purchased') => system.reduce((total, r) => total + Number(r[lot]), 0);
  return {
    lots: (['earned', 'purchased'] as const).map((lot) => {
      const held = Number(players?.[lot] ?? 0);
      return { lot, players: held, system: sum(lot), total: held + sum(lot) };
    }),
    systemAccounts: system.map((r) => ({
      account: r.account,
      earned: Number(r.earned),
      purchased: Number(r.purchased),
      balance: Number(r.balance),
    })),
    playerAccounts: Number(players?.accounts ?? 0),
    negativePlayers: Number(players?.negatives ?? 0),
  };
}
