import { MIN_PASSWORD_LENGTH } from '@fr/contracts/accounts';
import { texts } from '@fr/contracts/texts';

export interface ValidationProblem {
  title: string;
  message: string;
}

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

const blank = (value: string) => value.trim() === '';

export function validateSignIn(form: SignInForm): ValidationProblem | null {
  if (blank(form.email) || form.password === '') {
    return { title: texts.auth.requiredFieldsTitle, message: texts.auth.signInRequiredMessage };
  }
  return null;
}

/** Spec §5, checked in this order: required fields, matching passwords, then length. */
export function validateSignUp(form: SignUpForm): ValidationProblem | null {
  if (blank(form.username) || blank(form.email) || form.password === '') {
    return { title: texts.auth.requiredFieldsTitle, message: texts.auth.signUpRequiredMessage };
  }
  if (form.password !== form.confirmPassword) {
    return { title: texts.auth.passwordMismatchTitle, message: texts.auth.passwordMismatchMessage };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return { title: texts.auth.weakPasswordTitle, message: texts.auth.weakPasswordMessage };
  }
  return null;
}
