/** One change of the monthly coin-purchase limit, as PurchaseLimitChanged records it. */
export interface PurchaseLimitChange {
  /** Null is no limit. */
  monthlyLimitUsd: number | null;
  effectiveAt: string;
  changedAt: string;
}

/** The limit in force at an instant, and a raise (or removal) still waiting for its delay. */
export interface PurchaseLimitAt {
  monthlyLimitUsd: number | null;
  pending: { monthlyLimitUsd: number | null; effectiveAt: string } | null;
}

const reached = (effectiveAt: string, at: number) => Date.parse(effectiveAt) <= at;

/**
 * Folds the changes, in the order they were made, into the limit in force at `at`. A change takes effect at its
 * `effectiveAt`; a later change replaces one still waiting, so lowering the limit cancels a pending raise. The player
 * stream (to decide) and the profile read model (to enforce and show) share this one rule.
 */
export function purchaseLimitAt(changes: readonly PurchaseLimitChange[], at: Date): PurchaseLimitAt {
  let inForce: number | null = null;
  let pending: PurchaseLimitAt['pending'] = null;
  for (const change of changes) {
    if (pending && reached(pending.effectiveAt, Date.parse(change.changedAt))) inForce = pending.monthlyLimitUsd;
    pending = null;
    if (reached(change.effectiveAt, Date.parse(change.changedAt))) inForce = change.monthlyLimitUsd;
    else pending = { monthlyLimitUsd: change.monthlyLimitUsd, effectiveAt: change.effectiveAt };
  }
  if (pending && reached(pending.effectiveAt, at.getTime())) return { monthlyLimitUsd: pending.monthlyLimitUsd, pending: null };
  return { monthlyLimitUsd: inForce, pending };
}
