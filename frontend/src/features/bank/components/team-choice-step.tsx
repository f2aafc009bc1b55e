import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Team } from '@fr/contracts/fantasy';
import { formatNumber } from '../../../lib/format';
import { EmptyState } from '../../../components/empty-state';
import { shopTexts } from '@fr/contracts/shop';

/** Step 1 of the Bank's Apply Boost dialog: the inactive teams with sport, projected points and "Ready to play". */
export function TeamChoiceStep({ teams, onPick }: { teams: readonly Team[]; onPick: (team: Team) => void }) {
  const t = shopTexts.boosts;
  if (teams.length === 0) {
    return <EmptyState card={false} text={t.noTeams} testId="no-eligible-teams" />;
  }
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t.chooseTeam}
      </Typography>
      <List disablePadding>
        {teams.map((team) => (
          <ListItem key={team.id} disablePadding>
            <ListItemButton
              onClick={() => onPick(team)}
              data-testid="boost-team-option"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 1, gap: 1.5, flexWrap: 'wrap' }}
            >
              <Chip label={team.sport} size="small" color="primary" />
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{team.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.projectedPoints}: {formatNumber(team.projectedPoints)} {t.points}
                </Typography>
              </Stack>
              <Chip label={t.readyToPlay} size="small" color="success" variant="outlined" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
