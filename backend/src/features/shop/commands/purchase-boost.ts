import { texts, type BoostOffer } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { balanceOf, debitEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { ShopEvent } from '../shop-slice';

export interface PurchaseBoost {
  type: 'PurchaseBoost';
  commandId: string;
  boostId: string;
  offer: BoostOffer;
  /** The price the client was shown (tier upgrades); the server's price wins, so a different quote is refused. */
  quotedCost?: number;
}

/** Buys a boost with coins, never below zero; a retried command id buys nothing new. */
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
  const balance = balanceOf(state.wallet);
  if (balance < offer.coinCost) {
    const message = offer.category === 'upgrade' ? texts.server.needCoinsForUpgrade : texts.server.needCoinsForBoost;
    throw new DomainError('insufficient_coins', message(offer.coinCost, balance));
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
