import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import { serverMessage } from '../../../lib/api-error';
import { useNotify } from '../../../components/notifications/use-notify';
import { useLinkSocialAccountMutation } from '../../../api/accounts';

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
        title: texts.auth.signInFailedTitle,
        message: serverMessage(error, texts.auth.signInFailedFallback),
        severity: 'error',
      });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.socialSignIn.linkTitle} sx={{ width: '100%' }}>
      <Typography color="text.secondary">{message}</Typography>
      {/* The account's e-mail, for the browser's password manager to match. */}
      <TextField
        label={texts.authModal.email}
        name="email"
        autoComplete="username"
        value={email}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={texts.authModal.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="social-link-submit">
        {isLoading ? texts.socialSignIn.linking : texts.socialSignIn.linkButton}
      </Button>
    </Stack>
  );
}
