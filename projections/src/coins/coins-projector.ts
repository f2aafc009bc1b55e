import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';
import { defineProjector, type TableBuild } from '../projector';
import { columnOf } from '../sql-array';
import { copyRows } from '../sql-copy';
import { coinsSchemaSql } from './coins-schema';
import { creditMovements, debitMovements, type Movement } from './coins-movements';

/** One ledger entry to write: a movement with the event that caused it. */
interface EntryRow extends Movement {
  event: StoredEvent;
  reason: string;
  commandId: string;
}

const entries = (event: StoredEvent, movements: Movement[], cause: { reason: string; commandId: string }): EntryRow[] =>
  movements.map((m) => ({ ...m, event, reason: cause.reason, commandId: cause.commandId }));

/** The coin ledger: balances per account (player and system, per lot) and every entry with its cause. */
export const coinsProjector = defineProjector<EntryRow>({
  name: 'coins',
  schemaSql: coinsSchemaSql,
  tables: [
    { name: 'ledger_entries', orderBy: 'event_position COLLATE "C", account, lot' },
    { name: 'ledger_accounts', orderBy: 'account' },
  ],
  handlers: {},
  batch: {
    rows: {
      CoinsCredited: (d, e) => entries(e, creditMovements(d), d),
      CoinsDebited: (d, e) => entries(e, debitMovements(d), d),
    },
    write: recordAll,
  },
  build: buildLedger,
});

/** Each row's columns of `ledger_entries` but its balances, in the order of the unnest statements below. */
function entryColumns(rows: readonly EntryRow[]) {
  const column = (pick: (row: EntryRow) => string | number | null) => columnOf(rows, pick);
  return [
    column((r) => r.event.eventId),
    column((r) => r.account),
    column((r) => r.lot),
    column((r) => r.counterAccount),
    column((r) => r.amount),
    column((r) => r.reason),
    column((r) => r.commandId),
    column((r) => r.event.metadata.actor ?? null),
    column((r) => r.event.metadata.correlationId ?? null),
    column((r) => r.event.streamId),
    column((r) => r.event.position),
    column((r) => r.event.recordedAt),
  ];
}

const isPlayer = (account: string) => account.startsWith('player:');
const kindOf = (account: string) => (isPlayer(account) ? 'player' : 'system');
const userOf = (account: string) => (isPlayer(account) ? account.slice('player:'.length) : null);

/**
 * The ledger built from the start of the log: each account's lots are summed in memory as the entries go by, so every
 * entry's balances are known when it is written (no lookups, no window), and the accounts are written once at the end.
 * An event's movements are distinct accounts and lots, and each event comes once, so every entry is fresh: both tables
 * are filled with COPY (copyRows).
 */
function buildLedger(): TableBuild<EntryRow> {
  const accounts = new Map<string, { earned: number; purchased: number; updatedAt: string }>();
  return {
    async write(client, rows) {
      const entries = rows.map((row) => {
        let account = accounts.get(row.account);
        if (!account) accounts.set(row.account, (account = { earned: 0, purchased: 0, updatedAt: row.event.recordedAt }));
        if (row.lot === 'earned') account.earned += row.amount;
        else account.purchased += row.amount;
        account.updatedAt = row.event.recordedAt;
        return { row, balance: account.earned + account.purchased, lotBalance: row.lot === 'earned' ? account.earned : account.purchased };
      });
      await copyRows(
        client,
        'ledger_entries',
        {
          event_id: (e) => e.row.event.eventId,
          account: (e) => e.row.account,
          lot: (e) => e.row.lot,
          counter_account: (e) => e.row.counterAccount,
          amount: (e) => e.row.amount,
          reason: (e) => e.row.reason,
          command_id: (e) => e.row.commandId,
          actor: (e) => e.row.event.metadata.actor ?? null,
          correlation_id: (e) => e.row.event.metadata.correlationId ?? null,
          stream_id: (e) => e.row.event.streamId,
          event_position: (e) => e.row.event.position,
          occurred_at: (e) => e.row.event.recordedAt,
          balance_after: (e) => e.balance,
          lot_balance_after: (e) => e.lotBalance,
        },
        entries,
      );
    },
    async finish(client) {
      await copyRows(
        client,
        'ledger_accounts',
        {
          account: ([account]) => account,
          kind: ([account]) => kindOf(account),
          user_id: ([account]) => userOf(account),
          earned: ([, a]) => a.earned,
          purchased: ([, a]) => a.purchased,
          balance: ([, a]) => a.earned + a.purchased,
          updated_at: ([, a]) => a.updatedAt,
        },
        [...accounts],
      );
    },
  };
}

/**
 * Every entry of a batch and its accounts' new balances, in one statement. An entry already recorded (a replayed
 * event) is left out before anything is summed, so it moves no balance. Each fresh entry's balance after it is the
 * account's balance before the batch plus the running sum of the batch's fresh entries up to it, in row (event) order,
 * as writing them one at a time would leave it; each account then moves by its fresh entries' sum, once. The recorded
 * entries and balances are looked up row by row through their primary keys (scalar subqueries, which the planner keeps
 * per row; as a join or an EXISTS it hashed the whole table, read again for every batch).
 */
async function recordAll(client: pg.PoolClient, rows: readonly EntryRow[]): Promise<void> {
  await client.query(
    `WITH input AS (
       SELECT i.*,
         (SELECT true FROM ledger_entries e WHERE e.event_id = i.event_id AND e.account = i.account AND e.lot = i.lot) IS NOT NULL
           AS recorded,
         (SELECT a.balance FROM ledger_accounts a WHERE a.account = i.account) AS balance_before,
         (SELECT CASE WHEN i.lot = 'earned' THEN a.earned ELSE a.purchased END FROM ledger_accounts a WHERE a.account = i.account)
           AS lot_balance_before
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::text[], $14::text[])
         WITH ORDINALITY AS i(event_id, account, lot, counter_account, amount, reason, command_id, actor, correlation_id,
           stream_id, event_position, occurred_at, kind, user_id, n)
     ), fresh AS (
       SELECT DISTINCT ON (event_id, account, lot) event_id, account, lot, counter_account, amount, kind, user_id, reason,
         command_id, actor, correlation_id, stream_id, event_position, occurred_at, n, balance_before, lot_balance_before
       FROM input WHERE NOT recorded ORDER BY event_id, account, lot, n
     ), entries AS (
       INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after,
         reason, command_id, actor, correlation_id, stream_id, event_position, occurred_at)
       SELECT event_id, account, lot, counter_account, amount,
         coalesce(balance_before, 0) + sum(amount) OVER (PARTITION BY account ORDER BY n),
         coalesce(lot_balance_before, 0) + sum(amount) OVER (PARTITION BY account, lot = 'earned' ORDER BY n),
         reason, command_id, actor, correlation_id, stream_id, event_position, occurred_at
       FROM fresh
     )
     INSERT INTO ledger_accounts (account, kind, user_id, earned, purchased, balance, updated_at)
     SELECT account, min(kind), min(user_id),
       coalesce(sum(amount) FILTER (WHERE lot = 'earned'), 0), coalesce(sum(amount) FILTER (WHERE lot <> 'earned'), 0),
       sum(amount), (array_agg(occurred_at ORDER BY n DESC))[1]
     FROM fresh GROUP BY account
     ON CONFLICT (account) DO UPDATE SET
       earned = ledger_accounts.earned + EXCLUDED.earned,
       purchased = ledger_accounts.purchased + EXCLUDED.purchased,
       balance = ledger_accounts.balance + EXCLUDED.balance,
       updated_at = EXCLUDED.updated_at`,
    [...entryColumns(rows), columnOf(rows, (r) => kindOf(r.account)), columnOf(rows, (r) => userOf(r.account))],
  );
}
