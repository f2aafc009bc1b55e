import type pg from 'pg';
import {
  ANALYTICS_TIME_ZONE,
  DISPUTE_WON_REASON,
  PAYMENTS_PAGE_LIMIT,
  analyticsServerTexts,
  monthRange,
  type PaymentsQuery,
  type ReconciliationLine,
} from '@fr/contracts';
import { cursorRows, type CursorOptions } from './analytics-exports';
import type { DayRange } from './analytics-queries';

const num = (value: unknown) => Number(value ?? 0);

/** Where New York day `$n` starts, and where the day after `$n` starts (the exclusive end of a range). */
const dayStart = (n: number) => `(($${n}::date)::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;
const dayAfter = (n: number) => `((($${n}::date) + 1)::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

export interface PaymentRow {
  paymentId: string;
  userId: string;
  username: string | null;
  email: string | null;
  packageCoins: number;
  bonusCoins: number;
  amountCents: number;
  status: 'paid' | 'refunded' | 'disputed';
  refundedCents: number;
  disputedCents: number;
  provider: 'sandbox' | 'stripe';
  providerReference: string | null;
  testMode: boolean;
  paidAt: string;
  reversedAt: string | null;
}

/**
 * Coin purchases paid in the range with what refunds and disputes reversed since (the analytics' revenue movements,
 * which count each reversal once), a won dispute's reinstatement netted against its dispute: a dispute outranks a
 * refund as the payment's status, and a payment whose dispute was won is paid again (unless refunded). Newest first.
 */
const paymentsSql = (limit: string) => `
  WITH reversals AS (
    SELECT payment_id,
      coalesce(-sum(amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunded_cents,
      coalesce(-sum(amount_cents) FILTER (WHERE kind IN ('dispute', 'dispute_won')), 0) AS disputed_cents,
      max(occurred_at) FILTER (WHERE kind IN ('refund', 'dispute')) AS reversed_at
    FROM analytics_revenue WHERE kind IN ('refund', 'dispute', 'dispute_won') GROUP BY payment_id
  ), listed AS (
    SELECT p.payment_id, p.user_id, u.username, u.email, p.amount, p.bonus, p.price_cents, p.provider, p.payment_ref, p.test_mode,
      p.completed_at, coalesce(r.refunded_cents, 0) AS refunded_cents, coalesce(r.disputed_cents, 0) AS disputed_cents,
      CASE WHEN coalesce(r.refunded_cents, 0) > 0 OR coalesce(r.disputed_cents, 0) > 0 THEN r.reversed_at END AS reversed_at,
      CASE WHEN coalesce(r.disputed_cents, 0) > 0 THEN 'disputed' WHEN coalesce(r.refunded_cents, 0) > 0 THEN 'refunded' ELSE 'paid' END AS status
    FROM coin_purchases p LEFT JOIN reversals r USING (payment_id) LEFT JOIN users u ON u.user_id = p.user_id
    WHERE ($1::date IS NULL OR p.completed_at >= ${dayStart(1)}) AND p.completed_at < ${dayAfter(2)}
  )
  SELECT * FROM listed WHERE $3::text IS NULL OR status = $3 ORDER BY completed_at DESC, payment_id ${limit}`;

interface PaymentDbRow {
  payment_id: string;
  user_id: string;
  username: string | null;
  email: string | null;
  amount: number;
  bonus: number;
  price_cents: number;
  provider: 'sandbox' | 'stripe';
  payment_ref: string | null;
  test_mode: boolean;
  completed_at: Date;
  refunded_cents: unknown;
  disputed_cents: unknown;
  reversed_at: Date | null;
  status: PaymentRow['status'];
}

const toPayment = (r: PaymentDbRow): PaymentRow => ({
  paymentId: r.payment_id,
  userId: r.user_id,
  username: r.username,
  email: r.email,
  packageCoins: r.amount,
  bonusCoins: r.bonus,
  amountCents: r.price_cents,
  status: r.status,
  refundedCents: num(r.refunded_cents),
  disputedCents: num(r.disputed_cents),
  provider: r.provider,
  providerReference: r.payment_ref,
  testMode: r.test_mode,
  paidAt: new Date(r.completed_at).toISOString(),
  reversedAt: r.reversed_at ? new Date(r.reversed_at).toISOString() : null,
});

/** One page of the payments list: at most 500, and whether more matched. */
export async function paymentsList(
  pool: pg.Pool,
  range: DayRange,
  status: PaymentsQuery['status'],
): Promise<{ payments: PaymentRow[]; truncated: boolean }> {
  const { rows } = await pool.query<PaymentDbRow>(paymentsSql(`LIMIT ${PAYMENTS_PAGE_LIMIT + 1}`), [range.from, range.to, status ?? null]);
  return { payments: rows.slice(0, PAYMENTS_PAGE_LIMIT).map(toPayment), truncated: rows.length > PAYMENTS_PAGE_LIMIT };
}

/** Every payment of the range for the CSV, read through a cursor like the other exports. */
export async function* paymentExportRows(
  pool: pg.Pool,
  range: DayRange,
  status: PaymentsQuery['status'],
  options?: CursorOptions,
): AsyncGenerator<PaymentRow> {
  for await (const row of cursorRows<PaymentDbRow>(pool, paymentsSql(''), [range.from, range.to, status ?? null], options)) {
    yield toPayment(row);
  }
}

export interface StatementFigures {
  month: string;
  from: string;
  to: string;
  purchases: number;
  coinsSold: number;
  grossRevenueCents: number;
  refundsCents: number;
  disputesCents: number;
  netRevenueCents: number;
  coinsTakenBack: number;
  prizesAwarded: number;
  prizesValueCents: number;
  unspentPurchasedCoins: number;
  ledger: ReconciliationLine[];
}

const line = (check: string, ours: number, theirs: number, unit: ReconciliationLine['unit']): ReconciliationLine => ({
  check,
  ours,
  theirs,
  difference: ours - theirs,
  unit,
});

/**
 * A month's statement (New York days): sales from the bank's purchases, refunds and disputes from the revenue
 * movements, prizes won from the prizes read model (values are whole dollars), and the bought coins players still
 * held at its end from the ledger; each of our figures checked against the ledger's or the analytics' own.
 */
export async function monthlyStatement(pool: pg.Pool, month: string): Promise<StatementFigures> {
  const { from, to } = monthRange(month);
  const inMonth = (column: string) => `${column} >= ${dayStart(1)} AND ${column} < ${dayAfter(2)}`;
  const [sales, reversals, prizes, ledger, analytics] = await Promise.all([
    pool.query<Record<string, unknown>>(
      `SELECT count(*) AS purchases, coalesce(sum(amount + bonus), 0) AS coins, coalesce(sum(price_cents), 0) AS cents
       FROM coin_purchases WHERE ${inMonth('completed_at')}`,
      [from, to],
    ),
    // A won dispute gives its money and coins back: it nets against the disputes and the coins taken back.
    pool.query<Record<string, unknown>>(
      `SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunds,
         coalesce(-sum(amount_cents) FILTER (WHERE kind IN ('dispute', 'dispute_won')), 0) AS disputes,
         coalesce(-sum(coins), 0) AS coins
       FROM analytics_revenue WHERE kind IN ('refund', 'dispute', 'dispute_won') AND ${inMonth('occurred_at')}`,
      [from, to],
    ),
    pool.query<Record<string, unknown>>(
      `SELECT count(*) AS awarded, coalesce(sum(value), 0) * 100 AS cents FROM won_prizes WHERE ${inMonth('won_at')}`,
      [from, to],
    ),
    // The bank's credits are sales, except a won dispute's, which undoes a return (DISPUTE_WON_REASON).
    pool.query<Record<string, unknown>>(
      `SELECT coalesce(sum(amount) FILTER (WHERE amount > 0 AND reason <> $3 AND occurred_at >= ${dayStart(1)}), 0) AS credited,
         coalesce(-sum(amount) FILTER (WHERE (amount < 0 OR reason = $3) AND occurred_at >= ${dayStart(1)}), 0) AS returned
       FROM ledger_entries WHERE account LIKE 'player:%' AND counter_account = 'system:bank' AND occurred_at < ${dayAfter(2)}`,
      [from, to, DISPUTE_WON_REASON],
    ),
    pool.query<Record<string, unknown>>(
      `SELECT coalesce(sum(amount_cents), 0) AS cents FROM analytics_revenue WHERE kind = 'coin_purchase' AND ${inMonth('occurred_at')}`,
      [from, to],
    ),
  ]);
  const unspent = await pool.query<Record<string, unknown>>(
    `SELECT coalesce(sum(amount), 0) AS coins FROM ledger_entries
     WHERE account LIKE 'player:%' AND lot = 'purchased' AND occurred_at < ${dayAfter(1)}`,
    [to],
  );
  const s = sales.rows[0]!;
  const r = reversals.rows[0]!;
  const p = prizes.rows[0]!;
  const l = ledger.rows[0]!;
  const gross = num(s.cents);
  const refunds = num(r.refunds);
  const disputes = num(r.disputes);
  const checks = analyticsServerTexts.reconciliationCheck;
  return {
    month,
    from,
    to,
    purchases: num(s.purchases),
    coinsSold: num(s.coins),
    grossRevenueCents: gross,
    refundsCents: refunds,
    disputesCents: disputes,
    netRevenueCents: gross - refunds - disputes,
    coinsTakenBack: num(r.coins),
    prizesAwarded: num(p.awarded),
    prizesValueCents: num(p.cents),
    unspentPurchasedCoins: num(unspent.rows[0]?.coins),
    ledger: [
      line(checks.coinsSold, num(s.coins), num(l.credited), 'coins'),
      line(checks.coinsTakenBack, num(r.coins), num(l.returned), 'coins'),
      line(checks.revenue, gross, num(analytics.rows[0]?.cents), 'cents'),
    ],
  };
}

/**
 * One of our money movements of a month, by the provider's charge reference: a payment (+), or what reversals moved
 * (- given back, + a won dispute reinstated).
 */
export interface OurPaymentMovement {
  paymentRef: string;
  kind: 'charge' | 'refund';
  amountCents: number;
}

/**
 * The month's payments and their refunds and disputes, as the provider would list them: each purchase under its
 * charge reference (or its payment id when it has none, as the sandbox's), each reversal under its purchase's, a won
 * dispute's reinstatement (positive) with them, as the provider's dispute reversal nets against its dispute.
 */
export async function monthPaymentMovements(pool: pg.Pool, month: string): Promise<OurPaymentMovement[]> {
  const { from, to } = monthRange(month);
  const inMonth = (column: string) => `${column} >= ${dayStart(1)} AND ${column} < ${dayAfter(2)}`;
  const { rows } = await pool.query<{ ref: string; kind: 'charge' | 'refund'; cents: string }>(
    `SELECT coalesce(payment_ref, payment_id) AS ref, 'charge' AS kind, sum(price_cents) AS cents
     FROM coin_purchases WHERE ${inMonth('completed_at')} GROUP BY 1
     UNION ALL
     SELECT coalesce(p.payment_ref, r.payment_id) AS ref, 'refund' AS kind, sum(r.amount_cents) AS cents
     FROM analytics_revenue r LEFT JOIN coin_purchases p ON p.payment_id = r.payment_id
     WHERE r.kind IN ('refund', 'dispute', 'dispute_won') AND ${inMonth('r.occurred_at')} GROUP BY 1`,
    [from, to],
  );
  return rows.map((r) => ({ paymentRef: r.ref, kind: r.kind, amountCents: num(r.cents) }));
}
