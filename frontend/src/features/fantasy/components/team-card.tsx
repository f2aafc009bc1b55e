import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SportsBaseballIcon from '@mui/icons-material/SportsBaseball';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import { fantasyTexts, type Team, teamPace, type Tier } from '@fr/contracts/fantasy';
import { lazyOverlay } from '../../../components/lazy-part';
import { selectBoostBadges } from './boost-badges';
import { PreGameCountdown } from './pre-game-countdown';
import { TeamPoints } from './team-points';
import { TeamTierCards } from './team-tier-cards';
import { tierTargets } from './tier-progress';

// Downloaded when first opened, or once the player points at or focuses Apply Boosts: the page shows only the button.
const ApplyBoostsDialog = lazyOverlay(() => import('./apply-boosts-dialog').then((dialog) => dialog.ApplyBoostsDialog));

const sportIcons: Record<Team['sport'], typeof SportsFootballIcon> = {
  NFL: SportsFootballIcon,
  NBA: SportsBasketballIcon,
  MLB: SportsBaseballIcon,
};

/** One team, expandable to its five tier targets (spec §2). */
export function TeamCard({ team, tiers }: { team: Team; tiers: readonly Tier[] }) {
  const [expanded, setExpanded] = useState(false);
  const [boostsOpen, setBoostsOpen] = useState(false);
  const targets = tierTargets(team, tiers);
  const badges = selectBoostBadges(team.appliedBoosts);
  const t = fantasyTexts.dashboard;
  const tiersId = `tiers-${team.id}`;
  const SportIcon = sportIcons[team.sport];

  return (
    <Card data-testid="team-card" data-sport={team.sport}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <SportIcon color="primary" sx={{ fontSize: 32, mt: 0.25 }} data-testid="sport-icon" data-sport={team.sport} />
            <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
                {team.name}
              </Typography>
              <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip label={team.sport} size="small" color="primary" />
                <Chip label={team.league} size="small" variant="outlined" />
                <Chip label={team.platform} size="small" variant="outlined" />
                {badges.map((badge) => (
                  <Chip key={badge.kind} label={badge.label} size="small" color="secondary" data-testid="boost-badge" />
                ))}
              </Stack>
            </Stack>
            <IconButton
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={tiersId}
              aria-label={expanded ? t.hideTiers : t.showTiers}
              data-testid="expand-team"
              sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            >
              <ExpandMoreIcon />
            </IconButton>
          </Stack>
          <TeamPoints team={team} targets={targets} />
          {teamPace(team).state === 'pre-game' && (
            <PreGameCountdown onApplyBoosts={() => setBoostsOpen(true)} onPreloadBoosts={ApplyBoostsDialog.preload} />
          )}
          <Collapse in={expanded} id={tiersId} unmountOnExit>
            <TeamTierCards targets={targets} />
          </Collapse>
        </Stack>
      </CardContent>
      <ApplyBoostsDialog team={team} tiers={tiers} open={boostsOpen} onClose={() => setBoostsOpen(false)} />
    </Card>
  );
}
