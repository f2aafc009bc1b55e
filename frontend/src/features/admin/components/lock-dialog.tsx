import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type AdminPlayer, adminTexts, MAX_LOCK_REASON_LENGTH } from '@fr/contracts/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useSetPlayerLockMutation } from '../../../api/admin';
import { DialogFooter } from '../../../components/detail-dialog';

const t = adminTexts.admin.users;

/** Locks or unlocks one player; the reason is required and goes into the event and the audit trail. */
export function LockDialog({ player, onClose }: { player: AdminPlayer; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [setLock, { isLoading }] = useSetPlayerLockMutation();
  const notify = useNotify();
  const lock = !player.locked;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setLock({ userId: player.userId, lock, reason: reason.trim() }).unwrap();
      notify({ title: lock ? t.lockedToast : t.unlockedToast, message: player.username });
      onClose();
    } catch (error) {
      notify({ title: t.actionFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { component: 'form', onSubmit: submit } }} fullWidth maxWidth="sm">
      <DialogTitle>
        {lock ? t.lockTitle : t.unlockTitle}: {player.username}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={t.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          multiline
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { maxLength: MAX_LOCK_REASON_LENGTH } }}
        />
      </DialogContent>
      <DialogFooter closeLabel={t.cancel} onClose={onClose}>
        <Button type="submit" variant="contained" color={lock ? 'error' : 'primary'} disabled={isLoading || !reason.trim()}>
          {t.confirm}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
