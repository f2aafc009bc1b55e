import type { Readable } from 'node:stream';
import type pg from 'pg';
import { REPORTING_CURRENCY, type MonthlyStatement, type PaymentsQuery } from '@fr/contracts';
import { paymentExportRows, platformExportRows, revenueExportRows, type CursorOptions, type DayRange } from '@fr/projections';
import { csvStream } from './csv';

const int = (value: number | string) => Number(value);

/** Every revenue movement of the range: coin packages paid, what refunds and disputes took back, partner commissions; in cents. */
export function revenueCsv(pool: pg.Pool, range: DayRange, options?: CursorOptions): Readable {
  return csvStream(revenueExportRows(pool, range, options), [
    { header: 'date', value: (r) => r.day },
    { header: 'occurred_at', value: (r) => r.occurred_at },
    { header: 'kind', value: (r) => r.kind },
    { header: 'source', value: (r) => r.source },
    { header: 'payment_id', value: (r) => r.payment_id },
    { header: 'user_id', value: (r) => r.user_id },
    { header: 'username', value: (r) => r.username },
    { header: 'email', value: (r) => r.email },
    { header: 'provider', value: (r) => r.provider },
    { header: 'amount_cents', value: (r) => int(r.amount_cents) },
    { header: 'currency', value: () => REPORTING_CURRENCY },
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
    { header: 'currency', value: () => REPORTING_CURRENCY },
  ]);
}

/** The payments list of the range, every payment (not a page of it); amounts in cents. */
export function paymentsCsv(pool: pg.Pool, range: DayRange, status: PaymentsQuery['status'], options?: CursorOptions): Readable {
  return csvStream(paymentExportRows(pool, range, status, options), [
    { header: 'paid_at', value: (r) => r.paidAt },
    { header: 'payment_id', value: (r) => r.paymentId },
    { header: 'user_id', value: (r) => r.userId },
    { header: 'username', value: (r) => r.username },
    { header: 'email', value: (r) => r.email },
    { header: 'package_coins', value: (r) => r.packageCoins },
    { header: 'bonus_coins', value: (r) => r.bonusCoins },
    { header: 'amount_cents', value: (r) => r.amountCents },
    { header: 'currency', value: () => REPORTING_CURRENCY },
    { header: 'status', value: (r) => r.status },
    { header: 'refunded_cents', value: (r) => r.refundedCents },
    { header: 'disputed_cents', value: (r) => r.disputedCents },
    { header: 'provider', value: (r) => r.provider },
    { header: 'provider_reference', value: (r) => r.providerReference },
    { header: 'test_mode', value: (r) => String(r.testMode) },
    { header: 'reversed_at', value: (r) => r.reversedAt },
  ]);
}

type StatementFigure = Exclude<keyof MonthlyStatement, 'month' | 'from' | 'to' | 'currency' | 'ledger' | 'provider'>;
const statementFigures: ReadonlyArray<{ key: StatementFigure; unit: 'count' | 'coins' | 'cents' }> = [
  { key: 'purchases', unit: 'count' },
  { key: 'coinsSold', unit: 'coins' },
  { key: 'grossRevenueCents', unit: 'cents' },
  { key: 'refundsCents', unit: 'cents' },
  { key: 'disputesCents', unit: 'cents' },
  { key: 'netRevenueCents', unit: 'cents' },
  { key: 'coinsTakenBack', unit: 'coins' },
  { key: 'prizesAwarded', unit: 'count' },
  { key: 'prizesValueCents', unit: 'cents' },
  { key: 'unspentPurchasedCoins', unit: 'coins' },
];

/**
 * A month's statement as CSV: a line per figure, then a line per reconciliation check with both sides (the ledger's,
 * then the payment provider's; a provider that could not be asked is one line saying so).
 */
export function statementCsv(statement: MonthlyStatement): Readable {
  type Line = {
    section: string;
    item: string;
    value: number | null;
    ledger: number | null;
    difference: number | null;
    unit: string | null;
  };
  const lines: Line[] = [
    ...statementFigures.map(({ key, unit }) => ({
      section: 'figure',
      item: key,
      value: statement[key],
      ledger: null,
      difference: null,
      unit,
    })),
    ...statement.ledger.map((l) => ({
      section: 'reconciliation',
      item: l.check,
      value: l.ours,
      ledger: l.theirs,
      difference: l.difference,
      unit: l.unit,
    })),
    ...(statement.provider.unavailable === null
      ? statement.provider.lines.map((l) => ({
          section: 'provider',
          item: l.check,
          value: l.ours,
          ledger: l.theirs,
          difference: l.difference,
          unit: l.unit,
        }))
      : [{ section: 'provider', item: statement.provider.unavailable, value: null, ledger: null, difference: null, unit: null }]),
  ];
  return csvStream(
    (async function* () {
      yield* lines;
    })(),
    [
      { header: 'month', value: () => statement.month },
      { header: 'section', value: (l) => l.section },
      { header: 'item', value: (l) => l.item },
      { header: 'value', value: (l) => l.value },
      { header: 'ledger_value', value: (l) => l.ledger },
      { header: 'difference', value: (l) => l.difference },
      { header: 'unit', value: (l) => l.unit },
      { header: 'currency', value: (l) => (l.unit === 'cents' ? statement.currency : null) },
    ],
  );
}
