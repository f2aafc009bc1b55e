import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { fantasyTexts, tierKeys } from '@fr/contracts/fantasy';
import type { DashboardResponse, Tier } from '@fr/contracts/fantasy';
import { levelOf, tierNameOf } from './tier-names';
import { tierColor } from './tier-style';
import { SectionCard } from '../../../components/section-card';
import { InfoTip } from '../../../components/info-tip';

/** How many teams reach each tier as their highest this week, plus those below every tier (spec §2). */
export function TierOverview({ teamsPerTier, tiers }: { teamsPerTier: DashboardResponse['teamsPerTier']; tiers: readonly Tier[] }) {
  const t = fantasyTexts.dashboard;
  const rows = [
    { key: 'none', name: t.noTier, color: 'text.secondary', count: teamsPerTier.none },
    ...tierKeys.map((key) => ({ key, name: tierNameOf(tiers, key), color: tierColor(levelOf(key)), count: teamsPerTier[key] })),
  ];
  return (
    <SectionCard title={t.tierOverviewTitle}>
      <Grid container spacing={1.5}>
        {rows.map((row) => (
          <Grid key={row.key} size={{ xs: 6, sm: 4, md: 2 }}>
            <Box
              data-testid={`tier-count-${row.key}`}
              sx={{
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                borderTop: 3,
                borderTopColor: row.color,
                textAlign: 'center',
              }}
            >
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {row.count}
              </Typography>
              <Typography variant="body2" sx={{ color: row.color }}>
                {row.name}
                {row.key === 'rookie' && <InfoTip term="rookie" />}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>{' '}
    </SectionCard>
  );
}
