import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { performanceLabel } from '@fr/contracts/fantasy';
import type { Team } from '@fr/contracts/fantasy';
import { texts } from '@fr/contracts/texts';
import { tierProgress, type TierTarget } from './tier-progress';
import { formatPoints, performanceColor, tierColor } from './tier-style';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
        {formatPoints(value)}
      </Typography>
    </div>
  );
}

/** Current vs projected points, the performance label and the bar toward the next tier's target (spec §2, §4). */
export function TeamPoints({ team, targets }: { team: Team; targets: readonly TierTarget[] }) {
  const t = texts.dashboard;
  const label = performanceLabel(team.currentPoints, team.projectedPoints);
  const { next, percent, remaining } = tierProgress(targets, team.currentPoints);
  const barColor = tierColor(next ? next.tier.id : targets.length);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Figure label={t.current} value={team.currentPoints} testId="current-points" />
        <Typography color="text.secondary" sx={{ pb: 0.5 }}>
          /
        </Typography>
        <Figure label={t.projected} value={team.projectedPoints} testId="projected-points" />
        <Chip
          label={label}
          size="small"
          variant="outlined"
          data-testid="performance-label"
          sx={{ ml: 'auto', fontWeight: 700, color: performanceColor(label), borderColor: performanceColor(label) }}
        />
      </Stack>
      <div>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={next ? `${t.target} ${next.tier.tierName}` : t.allTiersReached}
          sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { bgcolor: barColor, borderRadius: 4 } }}
        />
        <Typography variant="caption" color="text.secondary" data-testid="tier-progress-text">
          {next ? `${formatPoints(remaining)} ${t.points} ${t.toNextTier} ${next.tier.tierName}` : t.allTiersReached}
        </Typography>
      </div>
    </Stack>
  );
}
