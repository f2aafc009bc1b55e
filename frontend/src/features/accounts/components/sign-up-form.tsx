import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { serverMessage } from '../../../lib/api-error';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSignUpMutation } from '../../../api/accounts';
import { serverFieldErrors, validateSignUp, type FieldErrors, type SignUpForm as Fields } from './auth-validation';
import { accountsTexts } from '@fr/contracts/accounts';

const empty: Fields = { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

/** Optional names are left out of the request when blank rather than sent as empty strings. */
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [signUp, { isLoading }] = useSignUpMutation();
  const notify = useNotify();

  const field = (key: keyof Fields, label: string, extra: TextFieldProps = {}) => (
    <TextField
      label={label}
      name={key}
      fullWidth
      value={fields[key]}
      onChange={(event) => {
        setFields((current) => ({ ...current, [key]: event.target.value }));
        setErrors(({ [key]: _fixed, ...rest }) => rest);
      }}
      error={errors[key] !== undefined}
      helperText={errors[key] || undefined}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    setErrors(problem?.fields ?? {});
    if (problem) {
      notify({ title: problem.title, message: problem.message, severity: 'error' });
      return;
    }
    try {
      await signUp({
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        firstName: optional(fields.firstName),
        lastName: optional(fields.lastName),
      }).unwrap();
      notify({ title: accountsTexts.auth.accountCreatedTitle, message: accountsTexts.auth.accountCreatedMessage });
      onSuccess();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      notify({
        title: accountsTexts.auth.signUpFailedTitle,
        message: serverMessage(error, accountsTexts.auth.signUpFailedFallback),
        severity: 'error',
      });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={accountsTexts.auth.signUpTab}>
      {field('username', accountsTexts.authModal.username, { required: true, autoComplete: 'username' })}
      {field('email', accountsTexts.authModal.email, { required: true, type: 'email', autoComplete: 'email' })}
      {field('password', accountsTexts.authModal.password, { required: true, type: 'password', autoComplete: 'new-password' })}
      {field('confirmPassword', accountsTexts.authModal.confirmPassword, {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('firstName', accountsTexts.authModal.firstName, { autoComplete: 'given-name' })}
        {field('lastName', accountsTexts.authModal.lastName, { autoComplete: 'family-name' })}
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="sign-up-submit">
        {isLoading ? accountsTexts.authModal.signingUp : accountsTexts.authModal.signUpButton}
      </Button>
    </Stack>
  );
}
