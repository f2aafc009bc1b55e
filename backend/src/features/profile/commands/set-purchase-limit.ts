import { PURCHASE_LIMIT_RAISE_DELAY_MS, purchaseLimitAt } from '@fr/contracts';
import type { PlayerContext } from '../../player';
import type { ProfileEvent, ProfileState } from '../profile-slice';

export interface SetPurchaseLimit {
  type: 'SetPurchaseLimit';
  /** Null removes the limit. */
  monthlyLimitUsd: number | null;
}

/** Whether `next` is stricter than `current` (null is no limit, the loosest). */
const lowers = (next: number | null, current: number | null) => next !== null && (current === null || next < current);

/**
 * Responsible play: a lower limit applies at once; a higher one, or none, only after the raise delay, so a limit
 * cannot be lifted on impulse. Setting the limit in force again cancels a pending raise; asking again for the raise
 * already pending keeps its original time (a retry does not postpone it).
 */
export function decideSetPurchaseLimit(command: SetPurchaseLimit, state: ProfileState, { userId, now }: PlayerContext): ProfileEvent[] {
  const limit = command.monthlyLimitUsd;
  const { monthlyLimitUsd: current, pending } = purchaseLimitAt(state.purchaseLimitChanges, now);
  let effectiveAt: Date;
  if (limit === current) {
    if (!pending) return [];
    effectiveAt = now;
  } else if (lowers(limit, current)) {
    effectiveAt = now;
  } else {
    if (pending && pending.monthlyLimitUsd === limit) return [];
    effectiveAt = new Date(now.getTime() + PURCHASE_LIMIT_RAISE_DELAY_MS);
  }
  return [
    {
      type: 'PurchaseLimitChanged',
      data: { userId, monthlyLimitUsd: limit, effectiveAt: effectiveAt.toISOString(), changedAt: now.toISOString() },
    },
  ];
}
