import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountsTexts, emailFormatSchema } from '@fr/contracts/accounts';
import { useChangeEmailMutation, useGetAccountEmailQuery, useResendVerificationMutation } from '../../../api/accounts';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';

const t = accountsTexts.recovery;

/**
 * Settings: the e-mail address and whether it is verified, a resend while it is not, and changing it (or adding one,
 * for a social sign-up that has none). A new address replaces the old only once its link is opened.
 */
export function EmailSection() {
  const account = useGetAccountEmailQuery();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [resend, resending] = useResendVerificationMutation();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = account.data;
  if (!data) return null;
  const hasEmail = data.email !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailFormatSchema.safeParse(email.trim()).success) return setError(accountsTexts.auth.invalidEmailMessage);
    setError(null);
    try {
      const { message } = await changeEmail({ email: email.trim(), ...(data.hasPassword ? { password } : {}) }).unwrap();
      setEmail('');
      setPassword('');
      notify({ title: message });
    } catch (failure) {
      setError(serverMessage(failure, accountsTexts.verifyEmail.networkError));
    }
  };

  const sendAgain = async () => {
    try {
      notify({ title: (await resend({}).unwrap()).message });
    } catch (failure) {
      notify({
        title: accountsTexts.verifyEmail.errorTitle,
        message: serverMessage(failure, accountsTexts.verifyEmail.networkError),
        severity: 'error',
      });
    }
  };

  return (
    <SectionCard title={t.emailTitle} testId="email-section">
      {hasEmail ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography data-testid="account-email">{data.email}</Typography>
          <Chip
            size="small"
            color={data.emailVerified ? 'success' : 'warning'}
            label={data.emailVerified ? t.emailVerified : t.emailUnverified}
          />
          {!data.emailVerified && (
            <Button size="small" onClick={() => void sendAgain()} disabled={resending.isLoading}>
              {t.resendButton}
            </Button>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t.emailNone}</Typography>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          label={t.newEmail}
          type="email"
          name="new-email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
        />
        {data.hasPassword && (
          <TextField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <Button type="submit" variant="outlined" disabled={isLoading} sx={{ alignSelf: 'flex-start' }} data-testid="change-email-submit">
          {hasEmail ? t.changeEmailButton : t.addEmailButton}
        </Button>
      </Stack>
    </SectionCard>
  );
}
