import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { rafflesTexts } from '@fr/contracts/raffles';
import { sportFilters, tierFilters, type RaffleFilters as Filters, type SportFilter, type TierFilter } from './raffle-selection';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Sport and tier filters (spec §2), native selects as on the dashboard: the phone's own picker on small screens. */
export function RaffleFilters({ filters, onChange }: Props) {
  const t = rafflesTexts.raffles;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={t.sportFilter}
        value={filters.sport}
        onChange={(event) => onChange({ ...filters, sport: event.target.value as SportFilter })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'raffle-sport-filter' } }}
        sx={{ minWidth: 180 }}
      >
        {sportFilters.map((sport) => (
          <option key={sport} value={sport}>
            {t.sports[sport]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t.tierFilter}
        value={filters.tier}
        onChange={(event) => onChange({ ...filters, tier: event.target.value as TierFilter })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'raffle-tier-filter' } }}
        sx={{ minWidth: 180 }}
      >
        {tierFilters.map((tier) => (
          <option key={tier} value={tier}>
            {t.tiers[tier]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
