import { texts, type StyleItemId } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { balanceOf, debitEvents, spendLots, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { ShopEvent, ShopState } from '../shop-slice';

export interface PurchaseStyle {
  type: 'PurchaseStyle';
  commandId: string;
  item: { id: StyleItemId; coinCost: number };
}

/**
 * Buys a Style item, which carries no prize value, so any coin pays: purchased coins first, then earned ones
 * (decision 0015). Owned once; a retried command id buys nothing new.
 */
export function decidePurchaseStyle(
  command: PurchaseStyle,
  state: WalletPart & Pick<ShopState, 'styles'>,
  { userId, now }: PlayerContext,
): Array<ShopEvent | WalletEvent> {
  const { item, commandId } = command;
  // A known command id is a retry: nothing new when it asks the same, a refusal when it asks something else.
  if (state.wallet.applied.has(commandId)) return debitEvents(state.wallet, userId, item.coinCost, 'style_purchase', commandId);
  if (state.styles.owned.has(item.id)) throw new DomainError('conflict', texts.server.styleAlreadyOwned);
  if (!spendLots(state.wallet, item.coinCost, 'purchased-first')) {
    throw new DomainError('insufficient_coins', texts.server.needCoinsForStyle(item.coinCost, balanceOf(state.wallet)));
  }
  return [
    { type: 'StyleItemPurchased', data: { userId, itemId: item.id, cost: item.coinCost, purchasedAt: now.toISOString() } },
    ...debitEvents(state.wallet, userId, item.coinCost, 'style_purchase', commandId),
  ];
}
