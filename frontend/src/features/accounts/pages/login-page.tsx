import { AuthPage } from '../components/auth-page';
import { shellTexts } from '@fr/contracts/shell';

/** /login: the sign-in form (the spec does not show this screen; it holds the auth modal's form). */
export function LoginPage() {
  return <AuthPage title={shellTexts.pages.login} tab="signin" />;
}
