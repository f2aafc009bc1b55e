import type { ShopBoostType } from '@fr/contracts/shop';
import { texts } from '@fr/contracts/texts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatCoins } from '../../../lib/format';
import type { PendingSpend } from './use-buy-boost';

interface Props {
  spend: PendingSpend | null;
  /** The balance now; the dialog shows it and what is left after the spend. */
  coins: number | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

const itemName = (boostType: ShopBoostType, level: number) => `${boostType.name} · ${texts.shop.level(level)}`;

/** A coin spend above SHOP_CONFIRM_ABOVE_COINS, confirmed with the item, its price and the balance after. */
export function SpendConfirmDialog({ spend, coins, onConfirm, onCancel }: Props) {
  const t = texts.shop;
  const cost = spend?.level.coinCost ?? 0;
  const summary = spend
    ? [
        { label: t.confirmItem, value: itemName(spend.boostType, spend.level.level) },
        { label: t.confirmPrice, value: `${formatCoins(cost)} ${t.coins}` },
        { label: t.confirmBalance, value: `${formatCoins(coins)} ${t.coins}` },
        { label: t.confirmBalanceAfter, value: `${formatCoins(coins === undefined ? undefined : coins - cost)} ${t.coins}` },
      ]
    : [];
  return (
    <ConfirmDialog
      open={spend !== null}
      id="spend-confirm-title"
      title={t.confirmTitle}
      summary={summary}
      confirmLabel={t.confirmBuy(formatCoins(cost))}
      cancelLabel={t.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="spend-confirm"
    />
  );
}
