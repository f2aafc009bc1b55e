import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import { apiRoutes } from '@fr/contracts/api-routes';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { EmptyState } from '../../../components/empty-state';
import { GamificationPanel, OverviewPanel, PlatformsPanel, RealtimePanel } from '../analytics';

/** Each panel with every API route it reads: a role sees a panel only when it may call them all, never a refusal. */
const panels: readonly {
  name: string;
  routes: readonly { adminRoles?: readonly AdminRole[] }[];
  Panel: ComponentType<{ role: AdminRole }>;
}[] = [
  { name: 'overview', routes: [apiRoutes.adminOverview], Panel: OverviewPanel },
  { name: 'realtime', routes: [apiRoutes.realtimeAnalytics], Panel: RealtimePanel },
  { name: 'platforms', routes: [apiRoutes.adminPlatformAnalytics], Panel: PlatformsPanel },
  { name: 'gamification', routes: [apiRoutes.adminChallengeAnalytics, apiRoutes.adminCoinAnalytics], Panel: GamificationPanel },
];

/** The Overview section: the day's figures and quick actions, the realtime panel, platforms and gamification. */
export function OverviewTab({ role }: { role: AdminRole }) {
  const visible = panels.filter(({ routes }) => routes.every((route) => roleMayCall(route, role)));
  if (visible.length === 0) return <EmptyState title={texts.admin.shell.overviewClosedTitle} text={texts.admin.shell.overviewClosed} />;
  return (
    <Stack spacing={3}>
      {visible.map(({ name, Panel }) => (
        <Panel key={name} role={role} />
      ))}
    </Stack>
  );
}
