import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function AdminPage() {
  return <PageTitle>{texts.pages.admin}</PageTitle>;
}
