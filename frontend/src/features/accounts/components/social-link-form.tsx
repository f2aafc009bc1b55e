import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../lib/api-error';
import { useNotify } from '../../../components/notifications/use-notify';
import { useLinkSocialAccountMutation } from '../../../api/accounts';
import { accountsTexts } from '@fr/contracts/accounts';

/**
 * The provider's verified e-mail belongs to an existing account: the player signs in to it with its password, which
 * links the provider to it.
 */
export function SocialLinkForm({ email, message, onLinked }: { email: string; message: string; onLinked: () => void }) {
  const [password, setPassword] = useState('');
  const [link, { isLoading }] = useLinkSocialAccountMutation();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await link({ password }).unwrap();
      onLinked();
    } catch (error) {
      notify({
        title: accountsTexts.auth.signInFailedTitle,
        message: serverMessage(error, accountsTexts.auth.signInFailedFallback),
        severity: 'error',
      });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      aria-label={accountsTexts.socialSignIn.linkTitle}
      sx={{ width: '100%' }}
    >
      <Typography color="text.secondary">{message}</Typography>
      {/* The account's e-mail, for the browser's password manager to match. */}
      <TextField
        label={accountsTexts.authModal.email}
        name="email"
        autoComplete="username"
        value={email}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={accountsTexts.authModal.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="social-link-submit">
        {isLoading ? accountsTexts.socialSignIn.linking : accountsTexts.socialSignIn.linkButton}
      </Button>
    </Stack>
  );
}
