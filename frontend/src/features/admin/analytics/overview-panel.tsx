import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminRole } from '@fr/contracts/admin';
import { ADMIN_OVERVIEW_POLL_MS, TOP_PLATFORMS_LIMIT, type Overview } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetAdminOverviewQuery } from '../../../api/analytics';
import { QueryState } from '../../../components/query-state';
import { QuickActions } from './quick-actions';
import { labels, percentOf } from './labels';
import { formatNumber } from '../../../lib/format';
import { growthTone, StatCard } from './stat-card';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { ProgressRow } from './progress-row';

/** The Overview tab (spec §2): today's figures against yesterday, 7 days of sign-ups, top platforms, the funnel, quick actions. */
export function OverviewPanel({ role }: { role: AdminRole }) {
  const overview = useGetAdminOverviewQuery(undefined, { pollingInterval: useVisiblePolling(ADMIN_OVERVIEW_POLL_MS) });
  return (
    <Stack spacing={3}>
      <QueryState query={overview}>{(data) => <OverviewFigures overview={data} />}</QueryState>
      <QuickActions role={role} />
    </Stack>
  );
}

export function OverviewFigures({ overview }: { overview: Overview }) {
  const { today, growth, recentSignups, topPlatforms, conversionRates } = overview;
  const growthDetail = (percent: number) => ({ detail: labels.vsYesterday(percent), tone: growthTone(percent) });
  const anySignups = recentSignups.some((day) => day.count > 0);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StatCard label={labels.totalUsers} value={formatNumber(today.totalUsers)} {...growthDetail(growth.userGrowth)} />
        <StatCard label={labels.todaySignups} value={formatNumber(today.newSignups)} {...growthDetail(growth.signupGrowth)} />
        {/* The overview carries no growth for active users; the spec pairs them with today's sessions instead. */}
        <StatCard label={labels.activeUsers} value={formatNumber(today.activeUsers)} detail={labels.sessions(today.totalSessions)} />
        <StatCard label={labels.platformClicks} value={formatNumber(today.totalClicks)} {...growthDetail(growth.clickGrowth)} />
      </Stack>

      <SectionCard outlined title={labels.recentSignups}>
        {anySignups ? (
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: recentSignups.map((day) => day.date) }]}
            series={[{ data: recentSignups.map((day) => day.count), label: labels.todaySignups }]}
            hideLegend
          />
        ) : (
          <EmptyState card={false} text={labels.noSignups} />
        )}
        <Stack
          component="ul"
          direction="row"
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 2 }}
          aria-label={labels.recentSignups}
        >
          {recentSignups.map((day) => (
            <Typography component="li" variant="caption" key={day.date} data-testid="signup-day">
              {day.date}: {formatNumber(day.count)}
            </Typography>
          ))}
        </Stack>
      </SectionCard>

      <SectionCard outlined title={labels.topPlatforms}>
        {topPlatforms.length === 0 ? (
          <EmptyState card={false} text={labels.noPlatforms} />
        ) : (
          <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }}>
            {topPlatforms.slice(0, TOP_PLATFORMS_LIMIT).map((row) => (
              <li key={row.platform} data-testid="top-platform">
                <Typography>
                  <strong>{row.platform}</strong> {labels.clicksAndConversion(row.clicks, percentOf(row.conversions, row.clicks))}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </SectionCard>

      <SectionCard outlined title={labels.funnel}>
        {conversionRates.every((step) => step.total === 0) ? (
          <EmptyState card={false} text={labels.noFunnel} />
        ) : (
          <Stack spacing={1.5}>
            {conversionRates.map((step) => (
              <ProgressRow
                key={step.step}
                label={step.step}
                part={step.completed}
                whole={step.total}
                figures={`${formatNumber(step.completed)}/${formatNumber(step.total)}`}
                testId="funnel-step"
              />
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
