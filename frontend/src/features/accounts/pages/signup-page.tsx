import { AuthPage } from '../components/auth-page';
import { shellTexts } from '@fr/contracts/shell';

/** /signup, linked from the verification page ("Sign Up Again"): the sign-up form. */
export function SignupPage() {
  return <AuthPage title={shellTexts.pages.signup} tab="signup" />;
}
