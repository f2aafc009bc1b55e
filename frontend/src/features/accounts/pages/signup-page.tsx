import { texts } from '@fr/contracts/texts';
import { AuthPage } from '../components/auth-page';

/** /signup, linked from the verification page ("Sign Up Again"): the sign-up form. */
export function SignupPage() {
  return <AuthPage title={texts.pages.signup} tab="signup" />;
}
