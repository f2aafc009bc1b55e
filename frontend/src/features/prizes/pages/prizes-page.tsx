import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function PrizesPage() {
  return <PageTitle>{texts.pages.prizes}</PageTitle>;
}
