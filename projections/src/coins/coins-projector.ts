import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { coinsSchemaSql } from './coins-schema';
import { creditMovements, debitMovements, type Movement } from './coins-movements';

/** The coin ledger: balances per account (player and system, per lot) and every entry with its cause. */
export const coinsProjector = defineProjector({
  name: 'coins',
  schemaSql: coinsSchemaSql,
  tables: [
    { name: 'ledger_entries', orderBy: 'event_position COLLATE "C", account, lot' },
    { name: 'ledger_accounts', orderBy: 'account' },
  ],
  handlers: {
    CoinsCredited: (c, d, e) => recordAll(c, e, creditMovements(d), d),
    CoinsDebited: (c, d, e) => recordAll(c, e, debitMovements(d), d),
  },
});

interface Cause {
  reason: string;
  commandId: string;
}

async function recordAll(client: pg.PoolClient, event: StoredEvent, movements: Movement[], cause: Cause): Promise<void> {
  for (const movement of movements) await record(client, event, movement, cause);
}

/** One entry and its account's new balance; an entry already recorded (a replayed event) changes nothing. */
async function record(client: pg.PoolClient, event: StoredEvent, m: Movement, cause: Cause): Promise<void> {
  const seen = await client.query('SELECT 1 FROM ledger_entries WHERE event_id = $1 AND account = $2 AND lot = $3', [
    event.eventId,
    m.account,
    m.lot,
  ]);
  if (seen.rowCount) return;
  const lotColumn = m.lot === 'earned' ? 'earned' : 'purchased';
  const kind = m.account.startsWith('player:') ? 'player' : 'system';
  const userId = kind === 'player' ? m.account.slice('player:'.length) : null;
  const { rows } = await client.query<{ balance: number; lot_balance: number }>(
    `INSERT INTO ledger_accounts (account, kind, user_id, ${lotColumn}, balance, updated_at)
     VALUES ($1, $2, $3, $4, $4, $5)
     ON CONFLICT (account) DO UPDATE SET
       ${lotColumn} = ledger_accounts.${lotColumn} + EXCLUDED.${lotColumn},
       balance = ledger_accounts.balance + EXCLUDED.balance,
       updated_at = EXCLUDED.updated_at
     RETURNING balance, ${lotColumn} AS lot_balance`,
    [m.account, kind, userId, m.amount, event.recordedAt],
  );
  const after = rows[0]!;
  await client.query(
    `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after,
       reason, command_id, actor, correlation_id, stream_id, event_position, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      event.eventId,
      m.account,
      m.lot,
      m.counterAccount,
      m.amount,
      after.balance,
      after.lot_balance,
      cause.reason,
      cause.commandId,
      event.metadata.actor ?? null,
      event.metadata.correlationId ?? null,
      event.streamId,
      event.position,
      event.recordedAt,
    ],
  );
}
