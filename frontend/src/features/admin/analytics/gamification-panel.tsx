import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { ADMIN_ANALYTICS_POLL_MS, CHALLENGE_ANALYTICS_LIMIT, type DateRangeQuery } from '@fr/contracts/analytics';
import { apiRoutes } from '@fr/contracts/api-routes';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { useGetChallengeAnalyticsQuery, useGetCoinAnalyticsQuery } from '../../../api/analytics';
import { labels } from './labels';
import { formatNumber } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { StatCard } from './stat-card';
import { SectionCard } from '../../../components/section-card';
import { ProgressRow } from './progress-row';

/**
 * The Gamification tab (spec §2): the first 8 challenges' completions (for the roles that may read them) and the coin
 * economy of the range as the ledger sums it, every card of the sum shown so it adds up.
 */
export function GamificationPanel({ role, range }: { role: AdminRole; range: DateRangeQuery }) {
  const pollingInterval = useVisiblePolling(ADMIN_ANALYTICS_POLL_MS);
  const mayReadChallenges = roleMayCall(apiRoutes.adminChallengeAnalytics, role);
  const challenges = useGetChallengeAnalyticsQuery(undefined, { pollingInterval, skip: !mayReadChallenges });
  const coins = useGetCoinAnalyticsQuery(range, { pollingInterval });
  return (
    <Stack spacing={3}>
      {mayReadChallenges && (
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
      )}
      <SectionCard outlined title={labels.coinEconomy}>
        <QueryState query={coins}>
          {(economy) => (
            <Stack spacing={1}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <StatCard label={labels.openingCirculation} value={formatNumber(economy.openingCirculation)} />
                <StatCard label={labels.totalEarned} value={formatNumber(economy.totalEarned)} />
                <StatCard label={labels.totalBought} value={formatNumber(economy.totalBought)} />
                <StatCard label={labels.totalSpent} value={formatNumber(economy.totalSpent)} />
                <StatCard label={labels.totalReturned} value={formatNumber(economy.totalReturned)} />
                <StatCard label={labels.totalExpired} value={formatNumber(economy.totalExpired)} />
                <StatCard label={labels.circulation} value={formatNumber(economy.circulation)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {labels.economyIdentity} {labels.noExpiry}
              </Typography>
            </Stack>
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
