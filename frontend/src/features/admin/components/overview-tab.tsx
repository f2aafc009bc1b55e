import Stack from '@mui/material/Stack';
import type { AdminRole } from '@fr/contracts/admin';
import { OverviewPanel, RealtimePanel } from '../analytics';

/** The Overview tab: the day's figures against yesterday, the funnel, quick actions, and the realtime panel. */
export function OverviewTab({ role }: { role: AdminRole }) {
  return (
    <Stack spacing={3}>
      <OverviewPanel role={role} />
      <RealtimePanel />
    </Stack>
  );
}
