import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import { ledgerSchemaSql } from './ledger-schema';
import { movementsOf, type Movement } from './ledger-movements';

/** Balances per ledger account (player and system) and every entry with the balance after it and its cause. */
export const ledgerProjector: Projector = {
  name: 'ledger',
  schemaSql: ledgerSchemaSql,
  tables: [
    { name: 'ledger_entries', orderBy: 'event_position COLLATE "C", account, lot' },
    { name: 'ledger_accounts', orderBy: 'account' },
  ],
  handles: new Set(['CoinsCredited', 'CoinsDebited']),
  async apply(client, event) {
    for (const movement of movementsOf(event)) await record(client, event, movement);
  },
};

async function record(client: pg.PoolClient, event: StoredEvent, m: Movement): Promise<void> {
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
  const data = event.data as { reason: string; commandId: string };
  await client.query(
    `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after,
       reason, command_id, actor, correlation_id, stream_id, event_position, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT DO NOTHING`,
    [
      event.eventId, m.account, m.lot, m.counterAccount, m.amount, after.balance, after.lot_balance,
      data.reason, data.commandId, event.metadata.actor ?? null, event.metadata.correlationId ?? null,
      event.streamId, event.position, event.recordedAt,
    ],
  );
}
