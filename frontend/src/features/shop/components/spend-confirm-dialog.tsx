import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatCoins } from '../../../lib/format';
import { shopTexts } from '@fr/contracts/shop';

/** A spend waiting for the player's word: what is bought, and for how many coins. */
export interface SpendToConfirm {
  name: string;
  cost: number;
}

interface Props {
  spend: SpendToConfirm | null;
  /** The coins that pay for it now; the dialog shows them and what is left after the spend. */
  coins: number | undefined;
  /** Boosts are paid with earned coins only (decision 0015), Style items with any: the summary names which. */
  pays: 'earned' | 'any';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A coin spend above SHOP_CONFIRM_ABOVE_COINS, confirmed with the item, its price and the balance after. */
export function SpendConfirmDialog({ spend, coins, pays, onConfirm, onCancel }: Props) {
  const t = shopTexts.shop;
  const cost = spend?.cost ?? 0;
  const summary = spend
    ? [
        { label: t.confirmItem, value: spend.name },
        { label: t.confirmPrice, value: `${formatCoins(cost)} ${t.coins}` },
        { label: pays === 'earned' ? t.confirmEarnedBalance : t.confirmBalance, value: `${formatCoins(coins)} ${t.coins}` },
        {
          label: pays === 'earned' ? t.confirmEarnedBalanceAfter : t.confirmBalanceAfter,
          value: `${formatCoins(coins === undefined ? undefined : coins - cost)} ${t.coins}`,
        },
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
