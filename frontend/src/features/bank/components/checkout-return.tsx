import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { bankTexts, CHECKOUT_ID_PARAM, CHECKOUT_RETURN_PARAM, checkoutIdParamsSchema } from '@fr/contracts/bank';
import { isApiError } from '../../../lib/api-error';
import { useAppDispatch } from '../../../hooks/store-hooks';
import { bankApi, useGetCheckoutStatusQuery } from '../../../api/bank';
import { PurchaseOutcome, PurchaseSuccess } from './purchase-outcome';

/** While the provider has not confirmed, the status is asked again this often (and at once with Check again). */
const PENDING_POLL_MS = 3000;

/**
 * The return from the payment page (/bank?purchase=success|cancelled&checkout={id}). Cancel charged nothing. Success
 * only says which button the player pressed: the coins follow the provider's verified webhook, which may come after
 * the player, so the checkout's status is asked until it is completed (with the new balance) or failed (and why).
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(CHECKOUT_RETURN_PARAM);
  const checkoutId = params.get(CHECKOUT_ID_PARAM) ?? '';
  const dismiss = () => setParams({}, { replace: true });
  if (outcome === 'cancelled') {
    return (
      <PurchaseOutcome severity="info" title={bankTexts.bank.purchaseCancelledTitle} onClose={dismiss}>
        {bankTexts.bank.purchaseCancelled}
      </PurchaseOutcome>
    );
  }
  if (outcome !== 'success') return null;
  return <CheckoutStatusOutcome checkoutId={checkoutId} onClose={dismiss} />;
}

function CheckoutStatusOutcome({ checkoutId, onClose }: { checkoutId: string; onClose: () => void }) {
  const t = bankTexts.bank;
  const valid = checkoutIdParamsSchema.safeParse({ checkoutId }).success;
  const [settled, setSettled] = useState(false);
  const status = useGetCheckoutStatusQuery(checkoutId, { skip: !valid, pollingInterval: settled ? 0 : PENDING_POLL_MS });
  const pending = status.data?.status === 'pending';
  const dispatch = useAppDispatch();
  const notFound = !valid || (isApiError(status.error) && status.error.status === 404);
  const ended = status.data && status.data.status !== 'pending' ? status.data.status : notFound ? 'unknown' : null;
  useEffect(() => {
    if (!ended) return;
    setSettled(true);
    // The coins came from the webhook, not from this browser: the balance and the bell it shows are stale.
    if (ended === 'completed') dispatch(bankApi.util.invalidateTags(['Coins', 'Profile', 'Notifications']));
  }, [ended, dispatch]);

  if (notFound) {
    return (
      <PurchaseOutcome severity="warning" title={t.coinPurchaseFailedTitle} onClose={onClose}>
        {t.checkoutNotFound}
      </PurchaseOutcome>
    );
  }
  if (status.data?.status === 'completed')
    return <PurchaseSuccess coins={status.data.coins} purchaseId={status.data.purchaseId} onClose={onClose} />;
  if (status.data?.status === 'failed') {
    return (
      <PurchaseOutcome severity="error" title={t.coinPurchaseFailedTitle} onClose={onClose}>
        {t.purchaseFailed[status.data.reason]}
      </PurchaseOutcome>
    );
  }
  const action = (
    <Button color="inherit" size="small" onClick={() => void status.refetch()} disabled={status.isFetching} data-testid="check-again">
      {t.checkAgain}
    </Button>
  );
  return (
    <PurchaseOutcome severity="info" title={t.purchasePendingTitle} action={pending || status.isError ? action : undefined}>
      <CircularProgress size={14} sx={{ mr: 1, verticalAlign: 'middle' }} />
      {t.purchasePending}
    </PurchaseOutcome>
  );
}
