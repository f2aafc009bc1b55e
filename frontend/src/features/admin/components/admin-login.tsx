import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clientRoutes } from '@fr/contracts/shell';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';
import { useAdminLoginMutation } from '../../../api/admin';
import { PageHeader } from '../../../components/page-header';
import { accountsTexts } from '@fr/contracts/accounts';
import { adminTexts } from '@fr/contracts/admin';

const t = adminTexts.admin;

/** Spec §2: username or e-mail and password, "Login to Dashboard"; the code field is for admins with a second factor. */
export function AdminLogin() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login({ username, password, ...(totpCode.trim() ? { totpCode: totpCode.trim() } : {}) }).unwrap();
      notify({ title: t.loginSuccess });
    } catch (error) {
      notify({ title: t.loginFailedTitle, message: serverMessage(error, t.loginFailedFallback), severity: 'error' });
    }
  };

  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 420, mx: 'auto', mt: 4 }}>
      <Stack spacing={2}>
        <PageHeader title={t.loginTitle} compact />
        <TextField
          label={t.usernameOrEmail}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          required
        />
        <TextField
          label={t.password}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
        <TextField
          label={t.totpCode}
          value={totpCode}
          onChange={(e) => setTotpCode(e.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}' } }}
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t.loggingIn : t.loginButton}
        </Button>
        <Link component={RouterLink} to={clientRoutes.adminForgotPassword} variant="body2" sx={{ alignSelf: 'center' }}>
          {accountsTexts.recovery.forgotPasswordLink}
        </Link>
      </Stack>
    </Paper>
  );
}
