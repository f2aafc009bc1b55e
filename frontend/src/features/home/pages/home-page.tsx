import { useDeferredValue, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../../lib/api-error';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { ErrorState } from '../../../components/error-state';
import { usePageSources } from '../../../components/page-sources';
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
  const status = usePageSources().useAuthStatus();
  // The cards are built from the answer as a transition, in slices between which the browser answers input: the
  // answer usually comes while the page is being hydrated, and the store's own update would build them in one task.
  const answer = useDeferredValue(status.data);
  if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={status.refetch} />;
  // Until the status is known, placeholders in a visitor's layout and about its cards' heights (the connect card,
  // then the sign-in prompt), so the sections below do not move when the cards come: most first visits are a visitor's.
  const authenticated = answer?.authenticated === true;
  return (
    <Grid container spacing={2} data-testid={answer ? undefined : 'account-loading'}>
      <Grid size={mobile || authenticated ? 12 : { xs: 12, md: 7 }}>
        {answer ? connectCard(answer) : <Skeleton variant="rounded" height={ACCOUNT_CARD_PX} />}
      </Grid>
      {!authenticated && (
        <Grid size={mobile ? 12 : { xs: 12, md: 5 }}>
          {answer ? <SignInPrompt /> : <Skeleton variant="rounded" height={mobile ? SIGN_IN_PROMPT_PX : ACCOUNT_CARD_PX} />}
        </Grid>
      )}
    </Grid>
  );
}

/**
 * The prize pool, and beside it the winners of real draws once there are any (a failed read just leaves them out). A
 * section of its own, so that the winners' answer renders this row again, not the whole page.
 */
function PrizesRow() {
  const mobile = useViewMode() === 'mobile';
  const winners = usePageSources().useRecentWinners().data ?? [];
  const half = winners.length > 0 && !mobile;
  return (
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
  );
}

export function HomePage({ connectCard }: { connectCard: ConnectSlot }) {
  const mobile = useViewMode() === 'mobile';
  return (
    <Stack spacing={mobile ? 3 : 4}>
      <Hero />
      <AccountSection connectCard={connectCard} />
      <PrizesRow />
      <HowItWorks />
      <TierCards />
    </Stack>
  );
}
