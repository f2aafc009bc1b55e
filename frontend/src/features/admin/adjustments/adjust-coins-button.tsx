import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { coinAdjustmentsTexts, MAX_ADJUSTMENT_REASON_LENGTH, MAX_COIN_ADJUSTMENT } from '@fr/contracts/coin-adjustments';
import type { CoinLot } from '@fr/contracts/coins';
import { useAdjustCoinsMutation, useGetCoinAdjustmentsQuery } from '../../../api/coin-adjustments';
import { DialogFooter } from '../../../components/detail-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { adminTexts } from '@fr/contracts/admin';

const t = coinAdjustmentsTexts.coinAdjustments;

function AdjustCoinsDialog({ userId, username, onClose }: { userId: string; username: string; onClose: () => void }) {
  const [direction, setDirection] = useState<'grant' | 'correct'>('grant');
  const [amount, setAmount] = useState('');
  const [lot, setLot] = useState<CoinLot>('earned');
  const [reason, setReason] = useState('');
  // One id per opened dialog: a double click or a retry is the same adjustment.
  const [requestId] = useState(newIdempotencyKey);
  const policy = useGetCoinAdjustmentsQuery('pending');
  const [adjust, { isLoading }] = useAdjustCoinsMutation();
  const notify = useNotify();
  const coins = Number(amount);
  const valid = Number.isInteger(coins) && coins > 0 && coins <= MAX_COIN_ADJUSTMENT && reason.trim().length > 0;
  const threshold = policy.data?.approvalAbove;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const signed = direction === 'grant' ? coins : -coins;
      const answer = await adjust({ userId, requestId, amount: signed, lot, reason: reason.trim() }).unwrap();
      notify({ title: answer.message, message: username });
      onClose();
    } catch (error) {
      notify({ title: t.adjust, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { component: 'form', onSubmit: submit } }} fullWidth maxWidth="sm">
      <DialogTitle>{t.dialogTitle(username)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup exclusive value={direction} onChange={(_e, value) => value && setDirection(value)} size="small">
            <ToggleButton value="grant">{t.grant}</ToggleButton>
            <ToggleButton value="correct">{t.correct}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={t.amount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, max: MAX_COIN_ADJUSTMENT, step: 1 } }}
          />
          <TextField select label={t.lot} value={lot} onChange={(e) => setLot(e.target.value as CoinLot)}>
            <MenuItem value="earned">{t.lots.earned}</MenuItem>
            <MenuItem value="purchased">{t.lots.purchased}</MenuItem>
          </TextField>
          <TextField
            label={t.reason}
            helperText={t.reasonHelp}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            slotProps={{ htmlInput: { maxLength: MAX_ADJUSTMENT_REASON_LENGTH } }}
          />
          {threshold !== undefined && coins > 0 && (
            <Typography variant="body2" color={coins > threshold ? 'warning.main' : 'text.secondary'} data-testid="adjust-approval-note">
              {coins > threshold ? t.needsApproval(threshold) : t.appliesAtOnce(threshold)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogFooter closeLabel={adminTexts.admin.users.cancel} onClose={onClose}>
        <Button type="submit" variant="contained" disabled={isLoading || !valid}>
          {t.submit}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** Grants or takes back a player's coins with a reason; above the threshold a second admin must approve. */
export function AdjustCoinsButton({ userId, username }: { userId: string; username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`adjust-coins-${username}`}>
        {t.adjust}
      </Button>
      {open && <AdjustCoinsDialog userId={userId} username={username} onClose={() => setOpen(false)} />}
    </>
  );
}
