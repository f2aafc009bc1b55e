import { analyticsServerTexts, type ReconciliationLine } from '@fr/contracts';
import type { OurPaymentMovement } from '@fr/projections';
import type { BalanceTransaction } from '../bank';

type Kind = OurPaymentMovement['kind'];

const line = (check: string, ours: number, theirs: number): ReconciliationLine => ({
  check,
  ours,
  theirs,
  difference: ours - theirs,
  unit: 'cents',
});

/** Per charge reference and kind, the signed cents: what one side says moved. */
function byReference(movements: ReadonlyArray<{ paymentRef: string; kind: Kind; amountCents: number }>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const m of movements) {
    const key = `${m.kind}\u0000${m.paymentRef}`;
    sums.set(key, (sums.get(key) ?? 0) + m.amountCents);
  }
  return sums;
}

/**
 * Our month against the provider's balance transactions: the totals of payments and of money given back, then one
 * line per payment that differs (only at the provider, only ours, or another amount). Refunds and disputes are shown
 * as positive amounts given back, as the statement's own figures are.
 */
export function reconcileWithProvider(ours: readonly OurPaymentMovement[], theirs: readonly BalanceTransaction[]): ReconciliationLine[] {
  const checks = analyticsServerTexts.providerCheck;
  const provider = theirs
    .filter((t) => t.type !== 'other')
    .map((t) => ({
      paymentRef: t.paymentRef ?? t.id,
      kind: (t.type === 'charge' ? 'charge' : 'refund') as Kind,
      amountCents: t.amountCents,
    }));
  const total = (movements: ReadonlyArray<{ kind: Kind; amountCents: number }>, kind: Kind) =>
    Math.abs(movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amountCents, 0));
  const ourSums = byReference(ours);
  const theirSums = byReference(provider);
  const differences: ReconciliationLine[] = [];
  for (const key of [...new Set([...ourSums.keys(), ...theirSums.keys()])].sort()) {
    const [kind, reference] = key.split('\u0000') as [Kind, string];
    const our = ourSums.get(key);
    const their = theirSums.get(key);
    if (our === their) continue;
    const text = our === undefined ? checks.onlyAtProvider : their === undefined ? checks.onlyOurs : checks.amountDiffers;
    differences.push(line(text(reference, kind), Math.abs(our ?? 0), Math.abs(their ?? 0)));
  }
  return [
    line(checks.charges, total(ours, 'charge'), total(provider, 'charge')),
    line(checks.refunds, total(ours, 'refund'), total(provider, 'refund')),
    ...differences,
  ];
}
