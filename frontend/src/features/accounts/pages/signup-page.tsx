import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

/** Linked from the verification page ("Sign Up Again"). */
export function SignupPage() {
  return <PageTitle>{texts.pages.signup}</PageTitle>;
}
