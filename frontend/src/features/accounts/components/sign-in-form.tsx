import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clientRoutes } from '@fr/contracts/shell';
import { serverMessage } from '../../../lib/api-error';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSignInMutation } from '../../../api/accounts';
import { serverFieldErrors, validateSignIn, type FieldErrors, type SignInForm as Fields } from './auth-validation';
import { accountsTexts } from '@fr/contracts/accounts';

/** `onLeave`: the player follows "Forgot password?" away from the form (the modal closes). */
export function SignInForm({ onSuccess, onLeave }: { onSuccess: () => void; onLeave?: () => void }) {
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [signIn, { isLoading }] = useSignInMutation();
  const notify = useNotify();

  const change = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const fieldState = (key: keyof Fields) => ({ error: errors[key] !== undefined, helperText: errors[key] || undefined });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn(fields);
    setErrors(problem?.fields ?? {});
    if (problem) {
      notify({ title: problem.title, message: problem.message, severity: 'error' });
      return;
    }
    try {
      await signIn({ email: fields.email.trim(), password: fields.password }).unwrap();
      notify({ title: accountsTexts.auth.welcomeBack });
      onSuccess();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      notify({
        title: accountsTexts.auth.signInFailedTitle,
        message: serverMessage(error, accountsTexts.auth.signInFailedFallback),
        severity: 'error',
      });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={accountsTexts.auth.signInTab}>
      <TextField
        label={accountsTexts.authModal.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={fields.email}
        onChange={change('email')}
        {...fieldState('email')}
      />
      <TextField
        label={accountsTexts.authModal.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        value={fields.password}
        onChange={change('password')}
        {...fieldState('password')}
      />
      <Link component={RouterLink} to={clientRoutes.forgotPassword} onClick={onLeave} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {accountsTexts.recovery.forgotPasswordLink}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="sign-in-submit">
        {isLoading ? accountsTexts.authModal.signingIn : accountsTexts.authModal.signInButton}
      </Button>
    </Stack>
  );
}
