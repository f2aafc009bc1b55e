import { texts, type BoostOffer } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { debitEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { ShopEvent } from '../shop-slice';

export interface PurchaseBoost {
  type: 'PurchaseBoost';
  commandId: string;
  boostId: string;
  offer: BoostOffer;
  /** The price the client was shown (tier upgrades); the server's price wins, so a different quote is refused. */
  quotedCost?: number;
}

/**
 * Buys a boost with earned coins only (decision 0015: a boost changes tickets, so a purchase must not pay for it), never
 * below zero; a retried command id buys nothing new.
 */
export function decidePurchaseBoost(
  command: PurchaseBoost,
  state: WalletPart,
  { userId, now }: PlayerContext,
): Array<ShopEvent | WalletEvent> {
  const { offer, commandId } = command;
  // A known command id is a retry: nothing new when it asks the same, a refusal when it asks something else.
  if (state.wallet.applied.has(commandId)) return debitEvents(state.wallet, userId, offer.coinCost, 'boost_purchase', commandId);
  if (command.quotedCost !== undefined && command.quotedCost !== offer.coinCost)
    throw new DomainError('business_rule', texts.server.costMismatch);
  const { earned } = state.wallet;
  if (earned < offer.coinCost) {
    const message = offer.category === 'upgrade' ? texts.server.needEarnedCoinsForUpgrade : texts.server.needEarnedCoinsForBoost;
    throw new DomainError('insufficient_earned_coins', message(offer.coinCost, earned));
  }
  const { boostTypeId, level, code, name, description } = offer;
  return [
    {
      type: 'BoostPurchased',
      data: {
        userId,
        boostId: command.boostId,
        boostTypeId,
        level,
        code,
        name,
        description,
        cost: offer.coinCost,
        purchasedAt: now.toISOString(),
      },
    },
    ...debitEvents(state.wallet, userId, offer.coinCost, 'boost_purchase', commandId),
  ];
}
