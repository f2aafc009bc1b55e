import { texts } from '@fr/contracts/texts';
import { PageTitle } from '../../../components/page-title';

export function ChallengesPage() {
  return <PageTitle>{texts.pages.challenges}</PageTitle>;
}
