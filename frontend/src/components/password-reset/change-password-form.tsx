import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountsTexts, type ChangePasswordRequest, MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { useNotify } from '../notifications/use-notify';
import { serverMessage } from '../../lib/api-error';

const t = accountsTexts.recovery;

interface ChangePasswordFormProps {
  /** Sends the change (the player's or the admin's route); resolves with the server's message. */
  change: (request: ChangePasswordRequest) => Promise<{ message: string }>;
  busy: boolean;
  /** After the change went through: the fields are cleared and a toast says so. */
  onChanged?: () => void;
}

/** The current password, the new one twice: Settings and the admin portal change a password with the same form. */
export function ChangePasswordForm({ change, busy, onChanged }: ChangePasswordFormProps) {
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setError(accountsTexts.auth.weakPasswordMessage);
    if (next !== confirm) return setError(accountsTexts.auth.passwordMismatchMessage);
    setError(null);
    try {
      const { message } = await change({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      notify({ title: t.resetDoneTitle, message });
      onChanged?.();
    } catch (failure) {
      setError(serverMessage(failure, accountsTexts.verifyEmail.networkError));
    }
  };

  const field = (label: string, value: string, set: (value: string) => void, autoComplete: string) => (
    <TextField label={label} type="password" autoComplete={autoComplete} value={value} onChange={(event) => set(event.target.value)} />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography color="text.secondary">{t.changePasswordIntro}</Typography>
      {field(t.currentPassword, current, setCurrent, 'current-password')}
      {field(t.newPassword, next, setNext, 'new-password')}
      {field(t.confirmNewPassword, confirm, setConfirm, 'new-password')}
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t.changePasswordButton}
      </Button>
    </Stack>
  );
}
