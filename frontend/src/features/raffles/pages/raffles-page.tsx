import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function RafflesPage() {
  return <PageTitle>{texts.pages.raffles}</PageTitle>;
}
