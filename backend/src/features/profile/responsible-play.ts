import { purchaseMonthOf } from '@fr/contracts';
import { purchasedCentsBetween } from '@fr/projections';
import type { AppServices } from '../../services';

/** What the player paid for coins this calendar month, net of refunds, in cents. */
export function purchasedThisMonthCents(services: Pick<AppServices, 'pool' | 'now'>, userId: string): Promise<number> {
  const { from, to } = purchaseMonthOf(services.now());
  return purchasedCentsBetween(services.pool, userId, from, to);
}
