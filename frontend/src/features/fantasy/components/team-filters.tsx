import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { fantasyTexts, platforms, sports } from '@fr/contracts/fantasy';
import { ALL, hasActiveFilters, isPlatform, isSport, noFilters, type TeamFilters as Filters } from './team-filter';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * Sport and platform filters with the active ones as removable badges (spec §2). Native selects: the phone's own
 * picker on small screens, and eleven platforms stay easy to scan.
 */
export function TeamFilters({ filters, onChange }: Props) {
  const t = fantasyTexts.dashboard;
  const active = hasActiveFilters(filters);
  return (
    <Card component="section" aria-labelledby="team-filters-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FilterListIcon color="primary" />
            <Typography variant="h6" component="h2" id="team-filters-title">
              {t.filtersTitle}
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t.sport}
              value={filters.sport}
              onChange={(event) => onChange({ ...filters, sport: isSport(event.target.value) ? event.target.value : ALL })}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'sport-filter' } }}
              sx={{ minWidth: 180 }}
            >
              <option value={ALL}>{t.allSports}</option>
              {sports.map((sport) => (
                <option key={sport} value={sport}>
                  {sport}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t.platform}
              value={filters.platform}
              onChange={(event) => onChange({ ...filters, platform: isPlatform(event.target.value) ? event.target.value : ALL })}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'platform-filter' } }}
              sx={{ minWidth: 220 }}
            >
              <option value={ALL}>{t.allPlatforms}</option>
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {platform}
                </option>
              ))}
            </TextField>
          </Stack>
          {active && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-label={t.activeFilters}>
              <Typography variant="body2" color="text.secondary">
                {t.activeFilters}:
              </Typography>
              {filters.sport !== ALL && (
                <Chip
                  label={filters.sport}
                  size="small"
                  color="primary"
                  onDelete={() => onChange({ ...filters, sport: ALL })}
                  data-testid="active-filter"
                />
              )}
              {filters.platform !== ALL && (
                <Chip
                  label={filters.platform}
                  size="small"
                  color="primary"
                  onDelete={() => onChange({ ...filters, platform: ALL })}
                  data-testid="active-filter"
                />
              )}
              <Button size="small" onClick={() => onChange(noFilters)} data-testid="clear-filters">
                {t.clearFilters}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
