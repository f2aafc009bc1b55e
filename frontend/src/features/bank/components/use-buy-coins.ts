import { texts } from '@fr/contracts/texts';
import { serverMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useNotify } from '../../../components/notifications/use-notify';
import { usePurchaseCoinsMutation } from '../../../api/bank';
import { goToCheckout } from './go-to-checkout';

/**
 * Buys a coin package (spec §2, §8). Both payment buttons call the same endpoint; the sandbox completes at once,
 * Stripe answers with a checkout page the browser is sent to.
 */
export function useBuyCoins(onCompleted: () => void) {
  const [purchaseCoins, { isLoading }] = usePurchaseCoinsMutation();
  const notify = useNotify();
  const t = texts.bank;

  const buy = async (amount: number) => {
    try {
      const result = await purchaseCoins({ amount, idempotencyKey: newIdempotencyKey() }).unwrap();
      if (result.status === 'pending') {
        goToCheckout(result.checkoutUrl);
        return;
      }
      notify({ title: t.purchaseSuccessTitle, message: t.purchaseSuccessMessage });
      onCompleted();
    } catch (error) {
      // The spec shows no handler for this failure; saying so beats a button that silently does nothing.
      notify({ title: t.coinPurchaseFailedTitle, message: serverMessage(error, t.coinPurchaseFailed), severity: 'error' });
    }
  };

  return { buy, isBuying: isLoading };
}
