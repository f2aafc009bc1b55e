import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CoinBox } from '../../../components/coin-box';
import { useGetChallengesQuery } from '../../../api/challenges';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetEarnedCoinsQuery } from '../../../api/challenges';
import { BonusCard } from './bonus-card';
import { CheckInCard } from './check-in-card';
import { ChallengeList } from './challenge-list';
import { challengeTabs, challengesOfTab, isOverviewTab } from './challenge-tabs';
import { useTabParam } from './use-tab-param';
import { formatNumber } from '../../../lib/format';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { PageHeader } from '../../../components/page-header';
import { InfoTip } from '../../../components/info-tip';
import { challengesTexts } from '@fr/contracts/challenges';
import { shellTexts } from '@fr/contracts/shell';

/** The Challenges page (spec §2) once it is known whether a player is signed in. */
export function ChallengesContent({ authenticated }: { authenticated: boolean }) {
  const t = challengesTexts.challenges;
  const [tab, setTab] = useTabParam();
  const challenges = useGetChallengesQuery();
  const earned = useGetEarnedCoinsQuery(undefined, { skip: !authenticated || !isOverviewTab(tab) });

  return (
    <Stack spacing={3}>
      <PageHeader
        title={shellTexts.pages.challenges}
        subtitle={t.subtitle}
        actions={
          <CoinBox>
            {isOverviewTab(tab) && earned.data !== undefined && (
              <Typography variant="caption" color="text.secondary" data-testid="earned-coins">
                {formatNumber(earned.data)} {t.earnedFromChallenges}
                <InfoTip term="earnedCoins" />
              </Typography>
            )}
          </CoinBox>
        }
      />
      <CheckInCard authenticated={authenticated} />
      {/* The eight category tabs of spec §2. */}
      <TabBar name="challenge" tabs={challengeTabs} value={tab} onChange={setTab} labels={t.tabs} label={t.tabsLabel} testIds />
      <TabPanel name="challenge" value={tab} spacing={2}>
        {challenges.isLoading && <LoadingState />}
        {challenges.isError && !challenges.data && <ErrorState message={t.loadFailed} onRetry={challenges.refetch} />}
        {challenges.data && (
          <>
            <BonusCard tab={tab} challenges={challenges.data} authenticated={authenticated} />
            <ChallengeList
              challenges={challengesOfTab(challenges.data, tab)}
              completedTab={tab === 'completed'}
              authenticated={authenticated}
            />
          </>
        )}
      </TabPanel>
    </Stack>
  );
}
