import Stack from '@mui/material/Stack';
import { ADMIN_ANALYTICS_POLL_MS, CHALLENGE_ANALYTICS_LIMIT } from '@fr/contracts/analytics';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetChallengeAnalyticsQuery, useGetCoinAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatNumber } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { StatCard } from './stat-card';
import { SectionCard } from '../../../components/section-card';
import { ProgressRow } from './progress-row';

/** The Gamification tab (spec §2): the first 8 challenges' completions and the coin economy as the ledger sums it. */
export function GamificationPanel() {
  const pollingInterval = useVisiblePolling(ADMIN_ANALYTICS_POLL_MS);
  const challenges = useGetChallengeAnalyticsQuery(undefined, { pollingInterval });
  const coins = useGetCoinAnalyticsQuery(undefined, { pollingInterval });
  return (
    <Stack spacing={3}>
      <SectionCard outlined title={labels.challengePerformance}>
        <QueryState query={challenges} isEmpty={(rows) => rows.length === 0} emptyText={labels.noChallenges}>
          {(rows) => (
            <Stack spacing={1.5}>
              {rows.slice(0, CHALLENGE_ANALYTICS_LIMIT).map((row) => (
                <ProgressRow
                  key={row.challengeName}
                  label={row.challengeName}
                  part={row.completions}
                  whole={row.totalUsers}
                  figures={labels.completions(row.completions, row.totalUsers)}
                  testId="challenge-row"
                />
              ))}
            </Stack>
          )}
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
