import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { apiRoutes } from '@fr/contracts/api-routes';
import { type AdminRole, adminTexts, roleMayCall } from '@fr/contracts/admin';
import type { DateRangeQuery } from '@fr/contracts/analytics';
import { EmptyState } from '../../../components/empty-state';
import { GamificationPanel, OverviewPanel, PlatformsPanel, RealtimePanel, WithDateRange } from '../analytics';

interface Panel {
  name: string;
  /** Every API route the panel reads. */
  routes: readonly { adminRoles?: readonly AdminRole[] }[];
  /** Whether it reads a date range: those panels share one range control. */
  ranged: boolean;
  render: (role: AdminRole, range: DateRangeQuery) => ReactNode;
}

/** Each panel with every API route it reads: a role sees a panel only when it may call them all, never a refusal. */
const panels: readonly Panel[] = [
  { name: 'overview', routes: [apiRoutes.adminOverview], ranged: false, render: (role) => <OverviewPanel role={role} /> },
  { name: 'realtime', routes: [apiRoutes.realtimeAnalytics], ranged: false, render: () => <RealtimePanel /> },
  {
    name: 'platforms',
    routes: [apiRoutes.adminPlatformAnalytics],
    ranged: true,
    render: (_role, range) => <PlatformsPanel range={range} />,
  },
  {
    name: 'gamification',
    routes: [apiRoutes.adminChallengeAnalytics, apiRoutes.adminCoinAnalytics],
    ranged: true,
    render: (role, range) => <GamificationPanel role={role} range={range} />,
  },
];

/** The Overview section: the day's figures and quick actions, the realtime panel, then platforms and gamification over a range. */
export function OverviewTab({ role }: { role: AdminRole }) {
  const visible = panels.filter(({ routes }) => routes.every((route) => roleMayCall(route, role)));
  if (visible.length === 0)
    return <EmptyState title={adminTexts.admin.shell.overviewClosedTitle} text={adminTexts.admin.shell.overviewClosed} />;
  const ranged = visible.filter((panel) => panel.ranged);
  return (
    <Stack spacing={3}>
      {visible
        .filter((panel) => !panel.ranged)
        .map(({ name, render }) => (
          <Stack key={name}>{render(role, { from: '', to: '' })}</Stack>
        ))}
      {ranged.length > 0 && (
        <WithDateRange>
          {(range) => (
            <Stack spacing={3}>
              {ranged.map(({ name, render }) => (
                <Stack key={name}>{render(role, range)}</Stack>
              ))}
            </Stack>
          )}
        </WithDateRange>
      )}
    </Stack>
  );
}
