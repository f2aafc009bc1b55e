import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { profileTexts } from '@fr/contracts/profile';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-error';
import { useGetWonPrizesQuery } from '../../../api/prizes';
import { useGetProfileQuery } from '../../../api/profile';
import { ActivityLog } from './activity-log';
import { PrizeHistory } from './prize-history';
import { ProfileHeader } from './profile-header';
import { RedemptionCenter } from './redemption-center';
import { SettingsPanel } from './settings-panel';
import { StatTiles } from './stat-tiles';
import { TabBar, TabPanel } from '../../../components/tab-bar';

const profileTabs = ['history', 'redemption', 'activity', 'settings'] as const;
type ProfileTab = (typeof profileTabs)[number];

/** Prize History and the Redemption Center read the same won prizes. */
function WonPrizesTab({ tab }: { tab: 'history' | 'redemption' }) {
  // Draws and forfeits happen on the server's schedule: every visit asks again.
  const prizes = useGetWonPrizesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (prizes.isLoading) return <LoadingState />;
  if (!prizes.data) return <ErrorState message={errorMessage(prizes.error)} onRetry={() => void prizes.refetch()} />;
  return tab === 'history' ? <PrizeHistory prizes={prizes.data} /> : <RedemptionCenter prizes={prizes.data} />;
}

/**
 * The signed-in Profile (spec §2): header, six stat tiles and four tabs. `yourData` is another feature's part of
 * Settings (privacy: download my data, delete my account), handed in by app/router.tsx.
 */
export function ProfileContent({ yourData }: { yourData?: ReactNode }) {
  const t = profileTexts.profile;
  const profile = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  // `?tab=settings` opens a tab directly: the leaderboard's "hidden" note leads to its switch in Settings.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<ProfileTab>(() => profileTabs.find((name) => name === params.get('tab')) ?? 'history');
  if (profile.isLoading) return <LoadingState />;
  if (!profile.data) return <ErrorState message={t.loadFailed} onRetry={() => void profile.refetch()} />;
  return (
    <Stack spacing={3}>
      <ProfileHeader profile={profile.data} />
      <StatTiles stats={profile.data.stats} />
      <TabBar name="profile" tabs={profileTabs} value={tab} onChange={setTab} labels={t.tabs} />
      <TabPanel name="profile" value={tab}>
        {(tab === 'history' || tab === 'redemption') && <WonPrizesTab tab={tab} />}
        {tab === 'activity' && <ActivityLog />}
        {tab === 'settings' && <SettingsPanel yourData={yourData} />}
      </TabPanel>
    </Stack>
  );
}
