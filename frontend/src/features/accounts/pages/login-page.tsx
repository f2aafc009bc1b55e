import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

/** The spec does not show this screen's content; the auth modal on the home page is the sign-in entry. */
export function LoginPage() {
  return <PageTitle>{texts.pages.login}</PageTitle>;
}
