import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function ContestsPage() {
  return <PageTitle>{texts.pages.contests}</PageTitle>;
}
