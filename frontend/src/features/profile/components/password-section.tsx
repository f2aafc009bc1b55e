import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { texts } from '@fr/contracts/texts';
import { useChangePasswordMutation, useGetAccountEmailQuery } from '../../../api/accounts';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';

const t = texts.recovery;

/** Settings: change the password with the current one (accounts that have one); the other devices are signed out. */
export function PasswordSection() {
  const account = useGetAccountEmailQuery();
  const [change, { isLoading }] = useChangePasswordMutation();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!account.data?.hasPassword) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setError(texts.auth.weakPasswordMessage);
    if (next !== confirm) return setError(texts.auth.passwordMismatchMessage);
    setError(null);
    try {
      const { message } = await change({ currentPassword: current, newPassword: next }).unwrap();
      setCurrent('');
      setNext('');
      setConfirm('');
      notify({ title: t.resetDoneTitle, message });
    } catch (failure) {
      setError(serverMessage(failure, texts.verifyEmail.networkError));
    }
  };

  return (
    <SectionCard title={t.changePasswordTitle} testId="password-section">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
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
        <TextField
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
        />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
          {t.changePasswordButton}
        </Button>
      </Stack>
    </SectionCard>
  );
}
