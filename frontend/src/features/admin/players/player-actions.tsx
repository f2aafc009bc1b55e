import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminPlayer } from '@fr/contracts/admin';
import { useResendPlayerVerificationMutation, useSignOutEverywhereMutation } from '../../../api/admin-players';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { LockDialog } from '../components/lock-dialog';
import { adminTexts } from '@fr/contracts/admin';
import { player360Texts } from '@fr/contracts/player-360';

const t = player360Texts.player360.actions;

type Asking = 'lock' | 'sign-out' | 'resend' | null;

/** The admin role's actions on a player: lock or unlock, sign out everywhere, resend the verification e-mail. */
export function PlayerActions({ player, onChanged }: { player: AdminPlayer; onChanged: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [signOut, signingOut] = useSignOutEverywhereMutation();
  const [resend, resending] = useResendPlayerVerificationMutation();
  const notify = useNotify();

  const run = async (action: () => Promise<{ message: string }>, title: string) => {
    try {
      const { message } = await action();
      notify({ title, message });
    } catch (error) {
      notify({ title: adminTexts.admin.users.actionFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
    setAsking(null);
  };

  const confirm = (kind: 'sign-out' | 'resend') => {
    const signingOutNow = kind === 'sign-out';
    return (
      <ConfirmDialog
        open
        id={`player-${kind}`}
        title={signingOutNow ? t.signOutTitle : t.resendTitle}
        notice={signingOutNow ? t.signOutBody : t.resendBody}
        summary={[{ label: adminTexts.admin.users.username, value: player.username }]}
        confirmLabel={adminTexts.admin.users.confirm}
        cancelLabel={adminTexts.admin.users.cancel}
        busy={signingOut.isLoading || resending.isLoading}
        onConfirm={() =>
          void (signingOutNow
            ? run(() => signOut(player.userId).unwrap(), t.signOutEverywhere)
            : run(() => resend(player.userId).unwrap(), t.resendVerification))
        }
        onCancel={() => setAsking(null)}
      />
    );
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="player-actions">
      <Button variant="outlined" color={player.locked ? 'primary' : 'error'} onClick={() => setAsking('lock')}>
        {player.locked ? t.unlock : t.lock}
      </Button>
      <Button variant="outlined" onClick={() => setAsking('sign-out')}>
        {t.signOutEverywhere}
      </Button>
      {!player.emailVerified && (
        <Button variant="outlined" onClick={() => setAsking('resend')}>
          {t.resendVerification}
        </Button>
      )}
      {asking === 'lock' && (
        <LockDialog
          player={player}
          onClose={() => {
            setAsking(null);
            onChanged();
          }}
        />
      )}
      {(asking === 'sign-out' || asking === 'resend') && confirm(asking)}
    </Stack>
  );
}
