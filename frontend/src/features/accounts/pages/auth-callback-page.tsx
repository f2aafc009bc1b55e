import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

/** Landing screen of the provider sign-in; the spec does not show its content. */
export function AuthCallbackPage() {
  return <PageTitle>{texts.pages.authCallback}</PageTitle>;
}
