import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function DashboardPage() {
  return <PageTitle>{texts.pages.dashboard}</PageTitle>;
}
