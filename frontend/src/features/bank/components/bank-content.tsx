import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useGetChallengesQuery } from '../../../api/challenges';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { BalanceCard } from './balance-card';
import { BankCheckInCard } from './bank-check-in-card';
import { BoostsCard } from './boosts-card';
import { ChallengesSummary } from './challenges-summary';
import { CheckoutReturn } from './checkout-return';
import { CoinPackagesSection } from './coin-packages-section';
import { QuickOpportunitiesCard } from './quick-opportunities-card';
import { useArrivalScroll } from './use-arrival-scroll';
import { PageHeader } from '../../../components/page-header';
import { bankTexts } from '@fr/contracts/bank';
import { shellTexts } from '@fr/contracts/shell';

/** The signed-in coin vault (spec §2): balance, check-in, challenges, boosts, then the coin packages. */
export function BankContent() {
  const mobile = useViewMode() === 'mobile';
  const challenges = useGetChallengesQuery();
  const failed = challenges.isError && !challenges.data;
  useArrivalScroll();
  const third = mobile ? 12 : { xs: 12, md: 4 };
  const half = mobile ? 12 : { xs: 12, md: 6 };

  return (
    <Stack spacing={4}>
      <PageHeader title={shellTexts.pages.bank} subtitle={bankTexts.bank.subtitle} />
      <CheckoutReturn />
      <Grid container spacing={2}>
        <Grid size={third}>
          <BalanceCard />
        </Grid>
        <Grid size={third}>
          <BankCheckInCard />
        </Grid>
        <Grid size={third}>
          <ChallengesSummary challenges={challenges.data} failed={failed} />
        </Grid>
        <Grid size={half}>
          <QuickOpportunitiesCard challenges={challenges.data} failed={failed} onRetry={challenges.refetch} />
        </Grid>
        <Grid size={half}>
          <BoostsCard />
        </Grid>
      </Grid>
      <CoinPackagesSection />
    </Stack>
  );
}
