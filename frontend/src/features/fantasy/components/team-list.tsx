import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Team, Tier } from '@fr/contracts/fantasy';
import { EmptyState } from '../../../components/empty-state';
import { TeamCard } from './team-card';
import { filterTeams, groupBySport, type TeamFilters } from './team-filter';
import { fantasyTexts } from '@fr/contracts/fantasy';

interface Props {
  teams: readonly Team[];
  filters: TeamFilters;
  tiers: readonly Tier[];
  onClearFilters: () => void;
}

/** The filtered teams grouped by sport, or "No Matching Teams" (spec §2); a player without teams sees NoTeams instead. */
export function TeamList({ teams, filters, tiers, onClearFilters }: Props) {
  const t = fantasyTexts.dashboard;
  const groups = groupBySport(filterTeams(teams, filters));
  if (groups.length === 0) {
    return (
      <EmptyState icon={<SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />} title={t.noMatchTitle} text={t.noMatchText}>
        <Button variant="outlined" onClick={onClearFilters} data-testid="empty-clear-filters">
          {t.clearFilters}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack spacing={3}>
      {groups.map(({ sport, teams: sportTeams }) => (
        <Stack component="section" key={sport} spacing={1.5} aria-labelledby={`sport-${sport}`} data-testid={`sport-group-${sport}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2" id={`sport-${sport}`}>
              {sport}
            </Typography>
            <Chip label={t.teams(sportTeams.length)} size="small" variant="outlined" />
          </Stack>
          {sportTeams.map((team) => (
            <TeamCard key={team.id} team={team} tiers={tiers} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
