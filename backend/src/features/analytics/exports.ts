import type { Readable } from 'node:stream';
import type pg from 'pg';
import { ledgerExportRows, platformExportRows, revenueExportRows, type CursorOptions, type DayRange } from '@fr/projections';
import { csvStream } from './csv';

const int = (value: number | string) => Number(value);

/** Every coin movement of the range with its cause, lot and the account's balance after it; amounts in coins. */
export function ledgerCsv(pool: pg.Pool, range: { from: string; to: string }, options?: CursorOptions): Readable {
  return csvStream(ledgerExportRows(pool, range, options), [
    { header: 'occurred_at', value: (r) => r.occurred_at },
    { header: 'event_position', value: (r) => r.event_position },
    { header: 'event_id', value: (r) => r.event_id },
    { header: 'stream', value: (r) => r.stream_id },
    { header: 'account', value: (r) => r.account },
    { header: 'counter_account', value: (r) => r.counter_account },
    { header: 'lot', value: (r) => r.lot },
    { header: 'amount', value: (r) => int(r.amount) },
    { header: 'balance_after', value: (r) => int(r.balance_after) },
    { header: 'lot_balance_after', value: (r) => int(r.lot_balance_after) },
    { header: 'reason', value: (r) => r.reason },
    { header: 'command_id', value: (r) => r.command_id },
    { header: 'actor', value: (r) => r.actor },
    { header: 'correlation_id', value: (r) => r.correlation_id },
  ]);
}

/** Every revenue movement of the range: coin packages paid, what refunds and disputes took back, partner commissions; in cents. */
export function revenueCsv(pool: pg.Pool, range: DayRange, options?: CursorOptions): Readable {
  return csvStream(revenueExportRows(pool, range, options), [
    { header: 'date', value: (r) => r.day },
    { header: 'occurred_at', value: (r) => r.occurred_at },
    { header: 'kind', value: (r) => r.kind },
    { header: 'source', value: (r) => r.source },
    { header: 'payment_id', value: (r) => r.payment_id },
    { header: 'user_id', value: (r) => r.user_id },
    { header: 'provider', value: (r) => r.provider },
    { header: 'amount_cents', value: (r) => int(r.amount_cents) },
    { header: 'coins', value: (r) => int(r.coins) },
  ]);
}

/** Partner clicks, conversions and commissions (in cents) per day and platform. */
export function platformsCsv(pool: pg.Pool, range: DayRange, options?: CursorOptions): Readable {
  return csvStream(platformExportRows(pool, range, options), [
    { header: 'date', value: (r) => r.day },
    { header: 'platform', value: (r) => r.platform },
    { header: 'clicks', value: (r) => int(r.clicks) },
    { header: 'conversions', value: (r) => int(r.conversions) },
    { header: 'commission_cents', value: (r) => int(r.commission_cents) },
  ]);
}
