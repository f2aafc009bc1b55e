import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tierMargin, type Tier as LiveTier } from '@fr/contracts/fantasy';
import { tierColors } from '../../../lib/tier-colors';
import { FactRow } from '../../../components/fact-row';
import { formatNumber } from '../../../lib/format';
import { homeTexts } from '@fr/contracts/home';

type Tier = (typeof homeTexts.home.tiers)[number];

export function TierCard({ tier, live, icon }: { tier: Tier; live: LiveTier; icon: ReactNode }) {
  const color = tierColors[tier.name];
  const { tierLabels: labels, tierThreshold, tierExample } = homeTexts.home;
  return (
    <Card sx={{ height: '100%', borderTop: 4, borderTopColor: color }} data-testid={`tier-${tier.name.toLowerCase()}`}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color }}>
            {icon}
            <Typography variant="h6" component="h3" sx={{ color }}>
              {tier.name}
            </Typography>
          </Stack>
          <div>
            <Typography variant="body2" color="text.secondary">
              {labels.threshold}
            </Typography>
            <Typography variant="h4" component="p" sx={{ color }} data-testid="tier-threshold">
              {tierThreshold(tierMargin(live.pointsMultiplier))}
            </Typography>
          </div>
          <FactRow label={labels.example} value={tierExample(Math.round(live.pointsMultiplier * 1000) / 10)} />
          <FactRow label={labels.tickets} value={formatNumber(live.ticketCount)} />
          <FactRow label={labels.frequency} value={tier.frequency} />
          {live.prizeRange && <FactRow label={labels.prizeRange} value={live.prizeRange} />}
          <FactRow label={labels.examplePrizes} value={live.prizePool} />
          <Chip
            label={`${labels.difficulty}: ${tier.difficulty}`}
            size="small"
            sx={{ alignSelf: 'flex-start', borderColor: color, color }}
            variant="outlined"
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
