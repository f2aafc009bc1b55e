import { accountsServerTexts, accountsTexts, emailFormatSchema, MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { isApiError } from '../../../lib/api-error';

export interface SignInForm {
  email: string;
  password: string;
}

export interface SignUpForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

/**
 * Helper text per field; a field named here is outlined in red (issue 12: errors show at the field too). An empty text
 * outlines the field without a helper line, for a problem that belongs to two fields but is said once.
 */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

export interface ValidationProblem<Form> {
  title: string;
  message: string;
  fields: FieldErrors<Form>;
}

const blank = (value: string) => value.trim() === '';

const malformedEmail = (email: string) => !emailFormatSchema.safeParse(email.trim()).success;

/** Marks each blank one of `keys` as required. */
function requiredErrors<Form>(form: Form, keys: readonly (keyof Form & string)[]): FieldErrors<Form> {
  const fields: FieldErrors<Form> = {};
  for (const key of keys) if (blank(String(form[key]))) fields[key] = accountsTexts.auth.requiredField;
  return fields;
}

const invalidEmail = <Form>(): ValidationProblem<Form> => ({
  title: accountsTexts.auth.invalidEmailTitle,
  message: accountsTexts.auth.invalidEmailMessage,
  fields: { email: accountsTexts.auth.invalidEmailMessage } as FieldErrors<Form>,
});

export function validateSignIn(form: SignInForm): ValidationProblem<SignInForm> | null {
  if (blank(form.email) || form.password === '') {
    return {
      title: accountsTexts.auth.requiredFieldsTitle,
      message: accountsTexts.auth.signInRequiredMessage,
      fields: requiredErrors(form, ['email', 'password']),
    };
  }
  if (malformedEmail(form.email)) return invalidEmail();
  return null;
}

/** Spec §5, checked in this order: required fields, matching passwords, then length; the e-mail format is ours. */
export function validateSignUp(form: SignUpForm): ValidationProblem<SignUpForm> | null {
  if (blank(form.username) || blank(form.email) || form.password === '') {
    return {
      title: accountsTexts.auth.requiredFieldsTitle,
      message: accountsTexts.auth.signUpRequiredMessage,
      fields: requiredErrors(form, ['username', 'email', 'password']),
    };
  }
  if (malformedEmail(form.email)) return invalidEmail();
  if (form.password !== form.confirmPassword) {
    return {
      title: accountsTexts.auth.passwordMismatchTitle,
      message: accountsTexts.auth.passwordMismatchMessage,
      fields: { confirmPassword: accountsTexts.auth.passwordMismatchMessage },
    };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: accountsTexts.auth.weakPasswordTitle,
      message: accountsTexts.auth.weakPasswordMessage,
      fields: { password: accountsTexts.auth.weakPasswordMessage },
    };
  }
  return null;
}

/**
 * Places a server refusal at the field it is about: the contract's validation issues by path, a taken e-mail or
 * username at that field, wrong credentials at the password. Anything else stays in the toast only.
 */
export function serverFieldErrors<Form extends object>(error: unknown, form: Form): FieldErrors<Form> {
  if (!isApiError(error) || !error.body) return {};
  const fields: FieldErrors<Form> = {};
  const at = (key: string, message: string) => {
    if (key in form) fields[key as keyof Form] = message;
  };
  for (const issue of error.body.issues ?? []) at(issue.path.split('.')[0] ?? '', issue.message);
  const { message } = error.body;
  if (message === accountsServerTexts.emailTaken) at('email', message);
  if (message === accountsServerTexts.usernameTaken) at('username', message);
  if (message === accountsServerTexts.invalidCredentials) {
    at('email', '');
    at('password', message);
  }
  return fields;
}
