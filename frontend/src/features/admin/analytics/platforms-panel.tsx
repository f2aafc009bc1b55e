import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADMIN_ANALYTICS_POLL_MS, type DateRangeQuery } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetPlatformAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatCents, formatNumber } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';

/** The Platforms tab (spec §2): conversion rate, clicks, conversions and revenue per click per platform in the range. */
export function PlatformsPanel({ range }: { range: DateRangeQuery }) {
  const platforms = useGetPlatformAnalyticsQuery(range, { pollingInterval: useVisiblePolling(ADMIN_ANALYTICS_POLL_MS) });
  return (
    <SectionCard outlined title={labels.topPlatforms}>
      <QueryState query={platforms}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState card={false} text={labels.noPlatforms} />
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{labels.platform}</TableCell>
                  <TableCell align="right">{labels.conversionRate}</TableCell>
                  <TableCell align="right">{labels.totalClicks}</TableCell>
                  <TableCell align="right">{labels.conversions}</TableCell>
                  <TableCell align="right">{labels.revenuePerClick}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.platform}>
                    <TableCell>{row.platform}</TableCell>
                    <TableCell align="right">{row.conversionRate}%</TableCell>
                    <TableCell align="right">{formatNumber(row.totalClicks)}</TableCell>
                    <TableCell align="right">{formatNumber(row.conversions)}</TableCell>
                    <TableCell align="right">{formatCents(row.revenuePerClick)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
