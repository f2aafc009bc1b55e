import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { bankTexts, receiptPath } from '@fr/contracts/bank';
import { formatCoins } from '../../../lib/format';

interface OutcomeProps {
  severity: AlertColor;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  onClose?: () => void;
}

/** How a purchase ended, at the top of the page the player lands on after paying (or not). */
export function PurchaseOutcome({ severity, title, children, action, onClose }: OutcomeProps) {
  return (
    <Alert severity={severity} action={action} onClose={onClose} data-testid="purchase-outcome" role="status">
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}

/** "Purchase Successful!" with the balance that includes the coins, and the way to the receipt when not on it. */
export function PurchaseSuccess({ coins, purchaseId, onClose }: { coins: number | undefined; purchaseId?: string; onClose?: () => void }) {
  const t = bankTexts.bank;
  const action = purchaseId ? (
    <Button component={RouterLink} to={receiptPath(purchaseId)} color="inherit" size="small" data-testid="view-receipt">
      {t.viewReceipt}
    </Button>
  ) : undefined;
  return (
    <PurchaseOutcome severity="success" title={t.purchaseSuccessTitle} action={action} onClose={onClose}>
      {t.purchaseSuccessMessage} {coins !== undefined && <strong data-testid="new-balance">{t.newBalance(formatCoins(coins))}</strong>}
    </PurchaseOutcome>
  );
}
