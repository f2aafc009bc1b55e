import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useAdminSetupMutation } from '../../../api/admin';
import { PageHeader } from '../../../components/page-header';
import { adminTexts } from '@fr/contracts/admin';

const t = adminTexts.admin.setup;

/** The first admin, from the one-time link the server logged; on success the new admin is signed in. */
export function AdminSetup({ token }: { token: string }) {
  const [setup, { isLoading }] = useAdminSetupMutation();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setup({ token, username, email, password }).unwrap();
      notify({ title: t.done });
    } catch (error) {
      notify({ title: adminTexts.admin.loginFailedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 420, mx: 'auto', mt: 4 }}>
      <Stack spacing={2}>
        <PageHeader title={t.title} compact />
        <TextField label={t.username} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required />
        <TextField label={t.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
        <TextField
          label={t.password}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
