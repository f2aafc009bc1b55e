import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../../lib/api-error';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { useGetAuthStatusQuery } from '../../../api/accounts';
import { useGetRecentWinnersQuery } from '../../../api/raffles';
import { ErrorState } from '../../../components/error-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PrizePoolBanner } from '../components/prize-pool-banner';
import { RecentWinners } from '../components/recent-winners';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TierCards } from '../components/tier-cards';

/** The connect card comes from the fantasy feature; app/router.tsx passes it in, since features do not import each other. */
type ConnectSlot = (status: AuthStatusResponse) => ReactNode;

function AccountSection({ connectCard }: { connectCard: ConnectSlot }) {
  const mobile = useViewMode() === 'mobile';
  const status = useGetAuthStatusQuery();
  if (status.isLoading) return <Skeleton variant="rounded" height={200} data-testid="account-loading" />;
  if (status.isError || !status.data) {
    return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  }
  const { authenticated } = status.data;
  return (
    <Grid container spacing={2}>
      <Grid size={mobile || authenticated ? 12 : { xs: 12, md: 7 }}>{connectCard(status.data)}</Grid>
      {!authenticated && (
        <Grid size={mobile ? 12 : { xs: 12, md: 5 }}>
          <SignInPrompt />
        </Grid>
      )}
    </Grid>
  );
}

export function HomePage({ connectCard }: { connectCard: ConnectSlot }) {
  const mobile = useViewMode() === 'mobile';
  // Winners of real draws only: the section appears once there are any, and a failed read just leaves it out.
  const winners = useGetRecentWinnersQuery().data ?? [];
  const half = winners.length > 0 && !mobile;
  return (
    <Stack spacing={mobile ? 3 : 4}>
      <Hero />
      <AccountSection connectCard={connectCard} />
      <Grid container spacing={2}>
        <Grid size={half ? { xs: 12, md: 7 } : 12}>
          <PrizePoolBanner />
        </Grid>
        {winners.length > 0 && (
          <Grid size={mobile ? 12 : { xs: 12, md: 5 }}>
            <RecentWinners winners={winners} />
          </Grid>
        )}
      </Grid>
      <HowItWorks />
      <TierCards />
    </Stack>
  );
}
