import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { texts } from '@fr/contracts/texts';
import { useAdminChangePasswordMutation } from '../../../api/admin';
import { DetailDialog } from '../../../components/detail-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';

const t = texts.recovery;

/** The signed-in admin changes their password with the current one; their other sessions end. */
export function AdminPasswordButton() {
  const [open, setOpen] = useState(false);
  const [change, { isLoading }] = useAdminChangePasswordMutation();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setCurrent('');
    setNext('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setError(texts.auth.weakPasswordMessage);
    try {
      const { message } = await change({ currentPassword: current, newPassword: next }).unwrap();
      notify({ title: t.resetDoneTitle, message });
      close();
    } catch (failure) {
      setError(serverMessage(failure, texts.verifyEmail.networkError));
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="admin-change-password">
        {t.changePasswordButton}
      </Button>
      <DetailDialog
        item={open ? {} : null}
        id="admin-password"
        maxWidth="xs"
        title={() => t.changePasswordTitle}
        closeLabel={texts.authModal.close}
        onClose={close}
      >
        {() => (
          <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t.changePasswordIntro}</Typography>
            <TextField
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
            <TextField
              label={t.newPassword}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" disabled={isLoading}>
              {t.changePasswordButton}
            </Button>
          </Stack>
        )}
      </DetailDialog>
    </>
  );
}
