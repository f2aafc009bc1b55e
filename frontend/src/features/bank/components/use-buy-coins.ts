import { useNavigate } from 'react-router-dom';
import { bankTexts, CHECKOUT_RETURN_PARAM, receiptPath } from '@fr/contracts/bank';
import { serverMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useNotify } from '../../../components/notifications/use-notify';
import { usePurchaseCoinsMutation } from '../../../api/bank';
import { goToCheckout } from './go-to-checkout';

/**
 * Buys a confirmed coin package (spec §2, §8). Both payment methods call the same endpoint; the sandbox completes at
 * once and the player lands on the receipt, Stripe answers with a checkout page the browser is sent to (it sends the
 * player back to the Bank, checkout-return.tsx). `onFailed` closes the order summary the failure is reported over.
 */
export function useBuyCoins(onFailed: () => void) {
  const [purchaseCoins, { isLoading }] = usePurchaseCoinsMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const t = bankTexts.bank;

  const buy = async (amount: number) => {
    try {
      const result = await purchaseCoins({ amount, idempotencyKey: newIdempotencyKey() }).unwrap();
      if (result.status === 'pending') {
        goToCheckout(result.checkoutUrl);
        return;
      }
      // The receipt reads the purchase with the read-your-writes token this answer set, so it is there.
      navigate(`${receiptPath(result.purchaseId)}?${CHECKOUT_RETURN_PARAM}=success`);
    } catch (error) {
      onFailed();
      // The spec shows no handler for this failure; saying so beats a button that silently does nothing.
      notify({ title: t.coinPurchaseFailedTitle, message: serverMessage(error, t.coinPurchaseFailed), severity: 'error' });
    }
  };

  return { buy, isBuying: isLoading };
}
