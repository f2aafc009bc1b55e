import { legalTexts, termsOfService } from '@fr/contracts/legal';
import { LegalPage, Sections } from '../components/legal-page';

/** The Terms of Service (issue 21): eligibility, tickets, coins, raffles, prizes, fair play and changes. */
export function TermsPage() {
  return (
    <LegalPage document="terms" intro={legalTexts.legal.termsIntro}>
      <Sections sections={termsOfService} />
    </LegalPage>
  );
}
