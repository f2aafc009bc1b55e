import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_ANALYTICS_POLL_MS, type DateRangeQuery, type RevenueAnalytics } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetRevenueAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatCents } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { growthTone, StatCard } from './stat-card';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';

/** The Revenue tab (spec §2): totals and growth of the range, the server's note, revenue over time and the top sources. */
export function RevenuePanel({ range }: { range: DateRangeQuery }) {
  const revenue = useGetRevenueAnalyticsQuery(range, { pollingInterval: useVisiblePolling(ADMIN_ANALYTICS_POLL_MS) });
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
      </Stack>
      {revenue.note && <Alert severity="info">{revenue.note}</Alert>}
      <SectionCard outlined title={labels.revenueOverTime}>
        {revenue.series.length === 0 ? (
          <EmptyState card={false} text={labels.noRevenueInRange} />
        ) : (
          <Table size="small" data-testid="revenue-series">
            <TableHead>
              <TableRow>
                <TableCell>{labels.period}</TableCell>
                <TableCell align="right">{labels.coinPurchases}</TableCell>
                <TableCell align="right">{labels.affiliateCommissions}</TableCell>
                <TableCell align="right">{labels.periodTotal}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {revenue.series.map((point) => (
                <TableRow key={point.period}>
                  <TableCell>{point.period}</TableCell>
                  <TableCell align="right">{formatCents(point.coinPurchases)}</TableCell>
                  <TableCell align="right">{formatCents(point.affiliateCommissions)}</TableCell>
                  <TableCell align="right">{formatCents(point.coinPurchases + point.affiliateCommissions)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
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
