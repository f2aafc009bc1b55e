import type { CoinPackage } from '@fr/contracts/bank';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatNumber, formatUsd } from '../../../lib/format';
import type { PaymentMethod } from './payment-section';
import { TestModeBanner } from './test-mode-banner';
import { bankTexts } from '@fr/contracts/bank';

interface Props {
  /** The package and the payment method chosen; the dialog is open while there is an order. */
  order: { pack: CoinPackage; method: PaymentMethod } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The order summary confirmed before any charge: package, coins, bonus, total coins, method and price. */
export function CheckoutConfirmDialog({ order, busy, onConfirm, onCancel }: Props) {
  const t = bankTexts.bank;
  const summary = order
    ? [
        { label: t.summaryPackage, value: t.packageName(formatNumber(order.pack.amount)) },
        { label: t.summaryCoins, value: formatNumber(order.pack.amount) },
        { label: t.summaryBonus, value: formatNumber(order.pack.bonus) },
        { label: t.summaryTotal, value: formatNumber(order.pack.amount + order.pack.bonus) },
        { label: t.summaryMethod, value: order.method === 'wallet' ? t.payWithWallet : t.payWithCard },
        { label: t.summaryPrice, value: formatUsd(order.pack.price) },
      ]
    : [];
  return (
    <ConfirmDialog
      open={order !== null}
      id="checkout-confirm-title"
      title={t.confirmTitle}
      summary={summary}
      notice={<TestModeBanner />}
      confirmLabel={busy ? t.paying : t.confirmPay(order ? formatUsd(order.pack.price) : '')}
      cancelLabel={t.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="checkout-confirm"
    />
  );
}
