import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountsTexts, MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { serverMessage } from '../../lib/api-error';
import { PageHeader } from '../page-header';

const t = accountsTexts.recovery;

interface Props {
  intro: string;
  /** Sets the new password with the link's token; rejects with the server's answer. */
  reset(token: string, password: string): Promise<unknown>;
  /** After the new password is set. */
  onDone(): void;
  /** Where "Ask for a new link" leads. */
  forgotPath: string;
}

/**
 * The page a reset link opens. The token is read once and taken out of the address at once, so it is neither in the
 * history nor shown to anyone looking at the screen; the server sends the page with Referrer-Policy: no-referrer.
 */
export function ResetPasswordCard({ intro, reset, onDone, forgotPath }: Props) {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(accountsTexts.auth.weakPasswordMessage);
    if (password !== confirm) return setError(accountsTexts.auth.passwordMismatchMessage);
    setError(null);
    setSaving(true);
    try {
      await reset(token, password);
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, t.resetMissingToken));
      setSaving(false);
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} variant="outlined" sx={{ p: 3, maxWidth: 440, mx: 'auto', width: '100%' }}>
      <Stack spacing={2}>
        <PageHeader title={t.resetTitle} compact />
        {token ? (
          <>
            <Typography color="text.secondary">{intro}</Typography>
            <TextField
              label={t.newPassword}
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={t.confirmNewPassword}
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            {error && (
              <Alert severity="error" data-testid="reset-password-error">
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={saving} data-testid="reset-password-submit">
              {saving ? t.resetting : t.resetButton}
            </Button>
          </>
        ) : (
          <Alert severity="warning">{t.resetMissingToken}</Alert>
        )}
        <Button component={RouterLink} to={forgotPath}>
          {t.requestNewLink}
        </Button>
      </Stack>
    </Paper>
  );
}
