import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ANALYTICS_POLL_MS, CHALLENGE_ANALYTICS_LIMIT } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetChallengeAnalyticsQuery, useGetCoinAnalyticsQuery } from '../../../api/analytics';
import { labels, percentOf } from './labels';
import { formatNumber, formatPercent } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { StatCard } from './stat-card';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';

/** The Gamification tab (spec §2): the first 8 challenges' completions and the coin economy as the ledger sums it. */
export function GamificationPanel() {
  const pollingInterval = useVisiblePolling(ADMIN_ANALYTICS_POLL_MS);
  const challenges = useGetChallengeAnalyticsQuery(undefined, { pollingInterval });
  const coins = useGetCoinAnalyticsQuery(undefined, { pollingInterval });
  return (
    <Stack spacing={3}>
      <SectionCard outlined title={labels.challengePerformance}>
        <QueryState query={challenges}>
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState card={false} text={labels.noChallenges} />
            ) : (
              <Stack spacing={1.5}>
                {rows.slice(0, CHALLENGE_ANALYTICS_LIMIT).map((row) => {
                  const percent = percentOf(row.completions, row.totalUsers);
                  return (
                    <Stack key={row.challengeName} spacing={0.5} data-testid="challenge-row">
                      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography variant="body2">{row.challengeName}</Typography>
                        <Typography variant="body2">
                          {labels.completions(row.completions, row.totalUsers)} ({formatPercent(percent)})
                        </Typography>
                      </Stack>
                      <LinearProgress variant="determinate" value={Math.min(100, percent)} aria-label={row.challengeName} />
                    </Stack>
                  );
                })}
              </Stack>
            )
          }
        </QueryState>
      </SectionCard>
      <SectionCard outlined title={labels.coinEconomy}>
        <QueryState query={coins}>
          {(economy) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <StatCard label={labels.totalEarned} value={formatNumber(economy.totalEarned)} />
              <StatCard label={labels.totalSpent} value={formatNumber(economy.totalSpent)} />
              <StatCard label={labels.circulation} value={formatNumber(economy.circulation)} />
            </Stack>
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
