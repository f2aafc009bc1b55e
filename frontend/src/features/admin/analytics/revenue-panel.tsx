import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ANALYTICS_POLL_MS, type RevenueAnalytics } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetRevenueAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatCents } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { growthTone, StatCard } from './stat-card';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';

/** The Revenue tab (spec §2): totals, growth, monthly recurring, the server's note and the top sources. */
export function RevenuePanel() {
  const revenue = useGetRevenueAnalyticsQuery(undefined, { pollingInterval: useVisiblePolling(ADMIN_ANALYTICS_POLL_MS) });
  return <QueryState query={revenue}>{(data) => <RevenueFigures revenue={data} />}</QueryState>;
}

function RevenueFigures({ revenue }: { revenue: RevenueAnalytics }) {
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StatCard label={labels.totalRevenue} value={formatCents(revenue.totalRevenue)} />
        <StatCard label={labels.affiliateCommissions} value={formatCents(revenue.affiliateCommissions)} />
        <StatCard label={labels.coinPurchases} value={formatCents(revenue.coinPurchases)} />
        <StatCard label={labels.growthRate} value={`${revenue.growth}%`} tone={growthTone(revenue.growth)} />
        <StatCard label={labels.monthlyRecurring} value={formatCents(revenue.monthlyRecurring)} />
      </Stack>
      {revenue.note && <Alert severity="info">{revenue.note}</Alert>}
      <SectionCard outlined title={labels.topSources}>
        {revenue.topEarners.length === 0 ? (
          <EmptyState card={false} text={labels.noSources} />
        ) : (
          <List dense>
            {revenue.topEarners.map((earner) => (
              <ListItem key={earner.source} secondaryAction={<Typography>{formatCents(earner.amount)}</Typography>}>
                <ListItemText primary={earner.source} />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
    </Stack>
  );
}
