import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { coinAdjustmentsTexts, MAX_ADJUSTMENT_REASON_LENGTH } from '@fr/contracts/coin-adjustments';
import { useRefundPurchaseMutation } from '../../../api/coin-adjustments';
import { DialogFooter } from '../../../components/detail-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { adminTexts } from '@fr/contracts/admin';

const t = coinAdjustmentsTexts.coinAdjustments;

/** Refunds one coin purchase in full through the payment provider, with a reason, after a confirmation. */
export function RefundPurchaseButton({ userId, purchaseId }: { userId: string; purchaseId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, { isLoading }] = useRefundPurchaseMutation();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await refund({ userId, purchaseId, reason: reason.trim() }).unwrap();
      notify({ title: answer.message, message: purchaseId });
      setOpen(false);
    } catch (error) {
      notify({ title: t.refund, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {t.refund}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} slotProps={{ paper: { component: 'form', onSubmit: submit } }} fullWidth maxWidth="xs">
          <DialogTitle>{t.refundTitle}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t.refundBody}
            </Typography>
            <TextField
              label={t.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: MAX_ADJUSTMENT_REASON_LENGTH } }}
            />
          </DialogContent>
          <DialogFooter closeLabel={adminTexts.admin.users.cancel} onClose={() => setOpen(false)}>
            <Button type="submit" variant="contained" color="error" disabled={isLoading || !reason.trim()}>
              {t.refundConfirm}
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  );
}
