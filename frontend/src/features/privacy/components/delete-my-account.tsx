import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import InventoryIcon from '@mui/icons-material/Inventory2';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELETE_CONFIRMATION_WORD, privacyTexts } from '@fr/contracts/privacy';
import { BulletList } from '../../../components/bullet-list';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useDeleteAccountMutation, useGetPrivacyStatusQuery } from '../../../api/privacy';

/** The confirmation: the password, or for an account without one (social sign-in) the typed word. */
function ConfirmDeletion({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const t = privacyTexts.privacy;
  const notify = useNotify();
  const navigate = useNavigate();
  const [secret, setSecret] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const ready = hasPassword ? secret !== '' : secret.trim() === DELETE_CONFIRMATION_WORD;
  const confirm = async () => {
    try {
      const answer = await deleteAccount(hasPassword ? { password: secret } : { confirmation: secret }).unwrap();
      notify({ title: answer.message });
      void navigate('/');
    } catch (error) {
      notify({ title: t.deleteFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <TextField
        type={hasPassword ? 'password' : 'text'}
        label={hasPassword ? t.deletePasswordLabel : t.deleteConfirmLabel}
        value={secret}
        autoComplete={hasPassword ? 'current-password' : 'off'}
        onChange={(event) => setSecret(event.target.value)}
        sx={{ maxWidth: 360 }}
        slotProps={{ htmlInput: { 'data-testid': 'delete-account-secret' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button onClick={onCancel}>{t.deleteCancel}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!ready || isLoading}
          onClick={() => void confirm()}
          data-testid="delete-account-confirm"
        >
          {t.deleteConfirmButton}
        </Button>
      </Stack>
    </Stack>
  );
}

/** "Delete my account": what goes and what stays, then the confirmation. */
export function DeleteMyAccount() {
  const t = privacyTexts.privacy;
  const status = useGetPrivacyStatusQuery();
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard title={t.deleteTitle} outlined>
      <Stack spacing={2} data-testid="delete-my-account">
        <Typography sx={{ fontWeight: 600 }}>{t.deleteWarning}</Typography>
        <BulletList items={t.deleteGoes} icon={<DeleteForeverIcon fontSize="small" color="error" />} testId="delete-account-goes" />
        <BulletList items={t.deleteStays} icon={<InventoryIcon fontSize="small" color="action" />} testId="delete-account-stays" />
        <QueryState query={status}>
          {({ hasPassword }) =>
            confirming ? (
              <ConfirmDeletion hasPassword={hasPassword} onCancel={() => setConfirming(false)} />
            ) : (
              <Button
                variant="outlined"
                color="error"
                onClick={() => setConfirming(true)}
                sx={{ alignSelf: 'flex-start' }}
                data-testid="delete-account-start"
              >
                {t.deleteButton}
              </Button>
            )
          }
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
