import type { PurchasedBoost } from '@fr/contracts';
import type { OwnedBoost } from './shop-slice';

/**
 * A boost as the API shows it, from the events the command decided: the answer of a committed purchase or apply
 * never depends on the read model having caught up.
 */
export function boostAnswer({ purchase, applied }: OwnedBoost): PurchasedBoost {
  return {
    id: purchase.boostId,
    boostTypeId: purchase.boostTypeId,
    boostType: purchase.code,
    name: purchase.name,
    description: purchase.description,
    applied: applied !== null,
    appliedToTeamName: applied?.teamName ?? null,
    appliedAt: applied?.appliedAt ?? null,
    purchasedAt: purchase.purchasedAt,
  };
}
