import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountsTexts, emailFormatSchema } from '@fr/contracts/accounts';
import { serverMessage } from '../../lib/api-error';
import { PageHeader } from '../page-header';

const t = accountsTexts.recovery;

interface Props {
  /** Asks for the link; resolves with the server's (neutral) answer. */
  request(email: string): Promise<{ message: string }>;
  /** Where "Back to Sign In" leads. */
  signInPath: string;
}

/** "Forgot password?": the address, then the same neutral answer whether or not it has an account. */
export function ForgotPasswordCard({ request, signInPath }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailFormatSchema.safeParse(email.trim()).success) return setError(accountsTexts.auth.invalidEmailMessage);
    setError(null);
    setSending(true);
    try {
      setAnswer((await request(email.trim())).message);
    } catch (failure) {
      setError(serverMessage(failure, accountsTexts.verifyEmail.networkError));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} variant="outlined" sx={{ p: 3, maxWidth: 440, mx: 'auto', width: '100%' }}>
      <Stack spacing={2}>
        <PageHeader title={t.forgotTitle} compact />
        <Typography color="text.secondary">{t.forgotIntro}</Typography>
        {answer ? (
          <Alert severity="success" data-testid="forgot-password-answer">
            {answer}
          </Alert>
        ) : (
          <>
            <TextField
              label={accountsTexts.authModal.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error !== null}
              helperText={error ?? undefined}
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} data-testid="forgot-password-submit">
              {sending ? t.sending : t.sendLink}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={signInPath}>
          {t.backToSignIn}
        </Button>
      </Stack>
    </Paper>
  );
}
