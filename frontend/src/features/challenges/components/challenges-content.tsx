import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import { CoinBox } from '../../../components/coin-box';
import { useGetChallengesQuery } from '../../../api/challenges';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetEarnedCoinsQuery } from '../../../api/challenges';
import { BonusCard } from './bonus-card';
import { CheckInCard } from './check-in-card';
import { ChallengeList } from './challenge-list';
import { CHALLENGE_PANEL_ID, ChallengeTabBar, tabId } from './challenge-tab-bar';
import { challengesOfTab, isOverviewTab } from './challenge-tabs';
import { useTabParam } from './use-tab-param';
import { formatNumber } from '../../../lib/format';

/** The Challenges page (spec §2) once it is known whether a player is signed in. */
export function ChallengesContent({ authenticated }: { authenticated: boolean }) {
  const t = texts.challenges;
  const [tab, setTab] = useTabParam();
  const challenges = useGetChallengesQuery();
  const earned = useGetEarnedCoinsQuery(undefined, { skip: !authenticated || !isOverviewTab(tab) });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h4" component="h1">
            {texts.pages.challenges}
          </Typography>
          <Typography color="text.secondary">{t.subtitle}</Typography>
        </div>
        <CoinBox>
          {isOverviewTab(tab) && earned.data !== undefined && (
            <Typography variant="caption" color="text.secondary" data-testid="earned-coins">
              {formatNumber(earned.data)} {t.earnedFromChallenges}
            </Typography>
          )}
        </CoinBox>
      </Stack>
      <CheckInCard authenticated={authenticated} />
      <ChallengeTabBar tab={tab} onChange={setTab} />
      <Stack spacing={2} role="tabpanel" id={CHALLENGE_PANEL_ID} aria-labelledby={tabId(tab)}>
        {challenges.isLoading && <LoadingState />}
        {challenges.isError && !challenges.data && <ErrorState message={t.loadFailed} onRetry={challenges.refetch} />}
        {challenges.data && (
          <>
            <BonusCard tab={tab} challenges={challenges.data} authenticated={authenticated} />
            <ChallengeList challenges={challengesOfTab(challenges.data, tab)} completedTab={tab === 'completed'} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
