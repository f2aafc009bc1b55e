import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REALTIME_ANALYTICS_POLL_MS } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetRealtimeAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatNumber } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { StatCard } from './stat-card';
import { SectionCard } from '../../../components/section-card';

/** Players active now and today, sign-ups today; asked every 10 s while the tab is in view. */
export function RealtimePanel() {
  const realtime = useGetRealtimeAnalyticsQuery(undefined, { pollingInterval: useVisiblePolling(REALTIME_ANALYTICS_POLL_MS) });
  return (
    <SectionCard outlined title={labels.realtime}>
      <QueryState query={realtime}>
        {(data) => (
          <Stack spacing={1}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <StatCard label={labels.activeNow} value={formatNumber(data.activeNow)} />
              <StatCard label={labels.activeToday} value={formatNumber(data.activeToday)} />
              <StatCard label={labels.signupsToday} value={formatNumber(data.signupsToday)} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {labels.asOf(data.asOf)}
            </Typography>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
