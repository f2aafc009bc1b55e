import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { DASHBOARD_POLL_MS, fantasyTexts, TICKETS_POLL_MS } from '@fr/contracts/fantasy';
import { flattenTeams, useGetTeamsQuery } from '../../../api/fantasy';
import { useTiers } from '../../../api/fantasy';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetDashboardQuery, useGetRaffleTicketsQuery } from '../../../api/fantasy';
import { useAuthStatus } from '../../../api/accounts';
import { ConnectCard } from './connect/connect-card';
import { NoTeams } from './no-teams';
import { DashboardSyncButton } from './dashboard-sync-button';
import { DashboardWidgets } from './dashboard-widgets';
import { PerformanceAnalytics } from './performance-analytics';
import { StreakBanner } from './streak-banner';
import { noFilters } from './team-filter';
import { TeamFilters } from './team-filters';
import { TeamList } from './team-list';
import { TierOverview } from './tier-overview';
import { PageHeader } from '../../../components/page-header';
import { shellTexts } from '@fr/contracts/shell';

/**
 * The signed-in dashboard (spec §2). Teams load on every visit (unless loaded within the last poll interval) and
 * after a sync; the summary and the tickets poll
 * every 30 s (spec §7). A failed poll keeps showing the last data; only a first load that fails shows the error.
 * Without teams the page is the connect step itself; panels with nothing to show yet (no game started, no ticket,
 * no streak) stay hidden rather than showing zeros.
 */
export function DashboardContent() {
  // In seconds: teams loaded within the summary's poll interval count as this visit's load, the route's prefetch
  // above all (made as the navigation began, it is often answered before the page's code is in).
  const teams = useGetTeamsQuery(undefined, { refetchOnMountOrArgChange: DASHBOARD_POLL_MS / 1000 });
  const summary = useGetDashboardQuery(undefined, { pollingInterval: DASHBOARD_POLL_MS });
  const tickets = useGetRaffleTicketsQuery(undefined, { pollingInterval: TICKETS_POLL_MS });
  const tierList = useTiers();
  const status = useAuthStatus();
  const [filters, setFilters] = useState(noFilters);

  // The page's heading shows from the first render, before the answers: the player sees where they are at once.
  if (teams.isLoading || summary.isLoading) {
    return (
      <Stack spacing={3}>
        <PageHeader title={shellTexts.pages.dashboard} />
        <LoadingState page />
      </Stack>
    );
  }
  if (!teams.data || !summary.data) {
    const retry = () => {
      void teams.refetch();
      void summary.refetch();
    };
    return (
      <Stack spacing={3}>
        <PageHeader title={shellTexts.pages.dashboard} />
        <ErrorState message={fantasyTexts.dashboard.loadFailed} onRetry={retry} />
      </Stack>
    );
  }

  const allTeams = flattenTeams(teams.data);
  const title = <PageHeader title={shellTexts.pages.dashboard} actions={allTeams.length > 0 && <DashboardSyncButton />} />;
  if (allTeams.length === 0) {
    return (
      <Stack spacing={3}>
        {title}
        <NoTeams connectCard={status.data && <ConnectCard status={status.data} />} />
      </Stack>
    );
  }

  const data = summary.data;
  const gamesStarted = data.averagePerformance !== null || data.tickets.total > 0;
  return (
    <Stack spacing={3}>
      {title}
      <DashboardWidgets activeTickets={tickets.data?.tickets.length} />
      <TeamFilters filters={filters} onChange={setFilters} />
      <TeamList teams={allTeams} filters={filters} tiers={tierList} onClearFilters={() => setFilters(noFilters)} />
      {gamesStarted && <PerformanceAnalytics summary={data} tiers={tierList} />}
      {data.activeStreak > 0 && <StreakBanner streak={data.activeStreak} />}
      <TierOverview teamsPerTier={data.teamsPerTier} tiers={tierList} />
    </Stack>
  );
}
