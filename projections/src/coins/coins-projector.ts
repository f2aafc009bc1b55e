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

/**
 * One entry and its account's new balance, in one statement (a round trip per movement, not three); an entry already
 * recorded (a replayed event) changes nothing: without a fresh row neither the account nor the entry is written.
 */
async function record(client: pg.PoolClient, event: StoredEvent, m: Movement, cause: Cause): Promise<void> {
  const lotColumn = m.lot === 'earned' ? 'earned' : 'purchased';
  const kind = m.account.startsWith('player:') ? 'player' : 'system';
  const userId = kind === 'player' ? m.account.slice('player:'.length) : null;
  await client.query(
    `WITH fresh AS (
       SELECT 1 AS one WHERE NOT EXISTS (SELECT 1 FROM ledger_entries WHERE event_id = $1::text AND account = $2::text AND lot = $3::text)
     ), account AS (
       INSERT INTO ledger_accounts (account, kind, user_id, ${lotColumn}, balance, updated_at)
       SELECT $2::text, $5::text, $6::text, $7::bigint, $7::bigint, $8::timestamptz FROM fresh
       ON CONFLICT (account) DO UPDATE SET
         ${lotColumn} = ledger_accounts.${lotColumn} + EXCLUDED.${lotColumn},
         balance = ledger_accounts.balance + EXCLUDED.balance,
         updated_at = EXCLUDED.updated_at
       RETURNING balance, ${lotColumn} AS lot_balance
     )
     INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after,
       reason, command_id, actor, correlation_id, stream_id, event_position, occurred_at)
     SELECT $1::text, $2::text, $3::text, $4::text, $7::bigint, account.balance, account.lot_balance,
       $9::text, $10::text, $11::text, $12::text, $13::text, $14::text, $8::timestamptz
     FROM account`,
    [
      event.eventId,
      m.account,
      m.lot,
      m.counterAccount,
      kind,
      userId,
      m.amount,
      event.recordedAt,
      cause.reason,
      cause.commandId,
      event.metadata.actor ?? null,
      event.metadata.correlationId ?? null,
      event.streamId,
      event.position,
    ],
  );
}
