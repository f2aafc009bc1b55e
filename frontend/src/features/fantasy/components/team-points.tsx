import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BELOW_PROJECTION_LABEL, fantasyTexts, performanceLabel, performanceLabels, PRE_GAME_LABEL, teamPace } from '@fr/contracts/fantasy';
import type { TeamPace } from '@fr/contracts/fantasy';
import type { Team } from '@fr/contracts/fantasy';
import { tierProgress, type TierTarget } from './tier-progress';
import { performanceColor, tierColor } from './tier-style';
import { formatNumber, formatPercent } from '../../../lib/format';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/**
 * A label that names a ticket tier stands out in its tier's colour; the others (Pre-Game, Rookie Rush, below
 * projection) are said quietly, so a page of teams does not shout at the player.
 */
function PerformanceLabel({ label }: { label: string }) {
  const color = performanceColor(label);
  // Every label but the last (Rookie Rush, no ticket) names a ticket tier.
  const tiered = performanceLabels.slice(0, -1).some((entry) => entry.label === label);
  return tiered ? (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      data-testid="performance-label"
      data-emphasis="tier"
      sx={{ fontWeight: 700, color, borderColor: color }}
    />
  ) : (
    <Typography variant="caption" color="text.secondary" data-testid="performance-label" data-emphasis="none" sx={{ letterSpacing: 0.5 }}>
      {label}
    </Typography>
  );
}

/**
 * The spec's label from the points so far, except that a team whose games are under way is not called Pre-Game or
 * below its projection before it has played them.
 */
function labelOf(team: Team, pace: TeamPace): string {
  if (pace.state === 'pre-game') return PRE_GAME_LABEL;
  const label = performanceLabel(team.currentPoints, team.projectedPoints);
  const notYet = label === PRE_GAME_LABEL || label === BELOW_PROJECTION_LABEL;
  if (pace.state === 'live' && notYet) return fantasyTexts.dashboard.pace.inProgress;
  return pace.state === 'final' && label === PRE_GAME_LABEL ? BELOW_PROJECTION_LABEL : label;
}

/** "On pace for 112.4, +4.2% vs projection" mid-game, "Final: ..." once played; nothing before kick-off (the countdown says it). */
function PaceLine({ pace }: { pace: TeamPace }) {
  const t = fantasyTexts.dashboard.pace;
  if (pace.state === 'pre-game') return null;
  const versus = pace.vsProjection === null ? null : formatPercent(pace.vsProjection * 100, { fixed: true, signed: true });
  let line: string = t.unknown;
  if (pace.projectedFinal !== null && versus !== null) {
    line =
      pace.state === 'final' ? t.final(formatNumber(pace.projectedFinal), versus) : t.onPace(formatNumber(pace.projectedFinal), versus);
  }
  return (
    <Typography variant="body2" color="text.secondary" data-testid="team-pace" data-state={pace.state}>
      {line}
    </Typography>
  );
}

/** Current vs projected points, the pace, the performance label and the bar toward the next tier's target (spec §2, §4). */
export function TeamPoints({ team, targets }: { team: Team; targets: readonly TierTarget[] }) {
  const t = fantasyTexts.dashboard;
  const pace = teamPace(team);
  const label = labelOf(team, pace);
  const { next, percent, remaining } = tierProgress(targets, team.currentPoints);
  const barColor = tierColor(next ? next.tier.id : targets.length);
  return (
    <Stack spacing={1.5}>
      {/* Fixed column widths, so the figures of every team card line up down the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: '6.5rem 1.25rem 6.5rem 1fr', alignItems: 'end' }}>
        <Figure label={t.current} value={team.currentPoints} testId="current-points" />
        <Typography color="text.secondary" sx={{ pb: 0.5, textAlign: 'center' }} aria-hidden>
          /
        </Typography>
        <Figure label={t.projected} value={team.projectedPoints} testId="projected-points" />
        <Box sx={{ justifySelf: 'end', pb: 0.5 }}>
          <PerformanceLabel label={label} />
        </Box>
      </Box>
      <PaceLine pace={pace} />
      <div>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={next ? `${t.target} ${next.tier.tierName}` : t.allTiersReached}
          sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { bgcolor: barColor, borderRadius: 4 } }}
        />
        <Typography variant="caption" color="text.secondary" data-testid="tier-progress-text">
          {next ? `${formatNumber(remaining)} ${t.points} ${t.toNextTier} ${next.tier.tierName}` : t.allTiersReached}
        </Typography>
      </div>
    </Stack>
  );
}
