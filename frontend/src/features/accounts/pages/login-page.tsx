import { texts } from '@fr/contracts/texts';
import { AuthPage } from '../components/auth-page';

/** /login: the sign-in form (the spec does not show this screen; it holds the auth modal's form). */
export function LoginPage() {
  return <AuthPage title={texts.pages.login} tab="signin" />;
}
