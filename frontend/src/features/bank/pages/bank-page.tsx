import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function BankPage() {
  return <PageTitle>{texts.pages.bank}</PageTitle>;
}
