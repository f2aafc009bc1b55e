import { useState, type ReactNode } from 'react';
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

  // Every state of the page under its heading, shown from the first render on: the player sees where they are at once.
  const page = (content: ReactNode, actions?: ReactNode) => (
    <Stack spacing={3}>
      <PageHeader title={shellTexts.pages.dashboard} actions={actions} />
      {content}
    </Stack>
  );
  if (teams.isLoading || summary.isLoading) return page(<LoadingState page />);
  if (!teams.data || !summary.data) {
    const retry = () => {
      void teams.refetch();
      void summary.refetch();
    };
    return page(<ErrorState message={fantasyTexts.dashboard.loadFailed} onRetry={retry} />);
  }

  const allTeams = flattenTeams(teams.data);
  if (allTeams.length === 0) return page(<NoTeams connectCard={status.data && <ConnectCard status={status.data} />} />);

  const data = summary.data;
  const gamesStarted = data.averagePerformance !== null || data.tickets.total > 0;
  return page(
    <>
      <DashboardWidgets activeTickets={tickets.data?.tickets.length} />
      <TeamFilters filters={filters} onChange={setFilters} />
      <TeamList teams={allTeams} filters={filters} tiers={tierList} onClearFilters={() => setFilters(noFilters)} />
      {gamesStarted && <PerformanceAnalytics summary={data} tiers={tierList} />}
      {data.activeStreak > 0 && <StreakBanner streak={data.activeStreak} />}
      <TierOverview teamsPerTier={data.teamsPerTier} tiers={tierList} />
    </>,
    <DashboardSyncButton />,
  );
}
