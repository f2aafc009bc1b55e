import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fantasyTexts, performanceLabel } from '@fr/contracts/fantasy';
import type { DashboardResponse, Tier } from '@fr/contracts/fantasy';
import { levelOf, tierNameOf } from './tier-names';
import { performanceColor, tierColor } from './tier-style';
import { formatNumber, formatPercent } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { InfoTip } from '../../../components/info-tip';

const ticketTiers = ['bronze', 'silver', 'gold', 'platinum'] as const;

function Metric({ title, value, testId, children }: { title: string; value: string; testId: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75} sx={{ height: '100%', p: 2, borderRadius: 2, bgcolor: 'rgba(148, 163, 184, 0.06)' }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {children}
    </Stack>
  );
}

/** Average of pace-projected final / projected as "+12.0%" (spec §2: average performance vs projection). */
const formatPerformance = (ratio: number) => formatPercent((ratio - 1) * 100, { fixed: true, signed: true });

/** Raffle tickets by tier, total points and average performance vs projection (spec §2). */
export function PerformanceAnalytics({ summary, tiers }: { summary: DashboardResponse; tiers: readonly Tier[] }) {
  const t = fantasyTexts.dashboard;
  const average = summary.averagePerformance;
  const averageLabel = average === null ? null : performanceLabel(average, 1);
  return (
    <SectionCard title={t.analyticsTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Metric title={t.raffleTickets} value={String(summary.tickets.total)} testId="tickets-total">
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {ticketTiers.map((key) => (
                <Chip
                  key={key}
                  size="small"
                  variant="outlined"
                  label={`${tierNameOf(tiers, key)} ${summary.tickets.byTier[key]}`}
                  sx={{ color: tierColor(levelOf(key)), borderColor: tierColor(levelOf(key)) }}
                />
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {formatNumber(summary.experienceCoins)} {t.experienceCoins}
              <InfoTip term="experienceCoins" />
            </Typography>
          </Metric>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Metric title={t.totalPoints} value={formatNumber(summary.totalPoints)} testId="total-points">
            <Typography variant="body2" color="text.secondary">
              {formatNumber(summary.totalProjectedPoints)} {t.projectedTotal}
            </Typography>
          </Metric>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Metric title={t.averagePerformance} value={average === null ? '–' : formatPerformance(average)} testId="average-performance">
            {averageLabel ? (
              <>
                <Typography variant="body2" sx={{ fontWeight: 700, color: performanceColor(averageLabel) }}>
                  {averageLabel}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t.averagePaceNote}
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t.noGamesYet}
              </Typography>
            )}
          </Metric>
        </Grid>
      </Grid>{' '}
    </SectionCard>
  );
}
