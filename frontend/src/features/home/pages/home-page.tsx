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

/** About the heights of the connect card and, stacked under it on a phone, the sign-in prompt a visitor sees. */
const ACCOUNT_CARD_PX = 260;
const SIGN_IN_PROMPT_PX = 200;

function AccountSection({ connectCard }: { connectCard: ConnectSlot }) {
  const mobile = useViewMode() === 'mobile';
  const status = useGetAuthStatusQuery();
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  // Until the status is known, placeholders in a visitor's layout and about its cards' heights (the connect card,
  // then the sign-in prompt), so the sections below do not move when the cards come: most first visits are a visitor's.
  const authenticated = status.data?.authenticated === true;
  return (
    <Grid container spacing={2} data-testid={status.data ? undefined : 'account-loading'}>
      <Grid size={mobile || authenticated ? 12 : { xs: 12, md: 7 }}>
        {status.data ? connectCard(status.data) : <Skeleton variant="rounded" height={ACCOUNT_CARD_PX} />}
      </Grid>
      {!authenticated && (
        <Grid size={mobile ? 12 : { xs: 12, md: 5 }}>
          {status.data ? <SignInPrompt /> : <Skeleton variant="rounded" height={mobile ? SIGN_IN_PROMPT_PX : ACCOUNT_CARD_PX} />}
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
