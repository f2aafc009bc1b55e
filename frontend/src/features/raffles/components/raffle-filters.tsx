import { memo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { rafflesTexts } from '@fr/contracts/raffles';
import { TabBar } from '../../../components/tab-bar';
import { sportTabs, tierFilters, type RaffleFilters as Filters, type TierFilter } from './raffle-selection';

/** The sport tabs' name: the panel under them is `raffles-sport-panel`, each tab `raffles-sport-tab-{sport}`. */
export const SPORT_TABS = 'raffles-sport';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * One sport at a time (issue 22), as tabs over the cards, and the tier filter (spec §2) as a native select, the phone's
 * own picker on small screens. Memoized: the page renders again when the session's status or the list comes, often in
 * the same task as its hydration, and the tabs are its costliest part to render while they have not changed.
 */
export const RaffleFilters = memo(function RaffleFilters({ filters, onChange }: Props) {
  const t = rafflesTexts.raffles;
  return (
    <Stack spacing={2}>
      <TabBar
        name={SPORT_TABS}
        tabs={sportTabs}
        value={filters.sport}
        onChange={(sport) => onChange({ ...filters, sport })}
        labels={t.sports}
        label={rafflesTexts.sections.sportTabs}
        testIds
      />
      <TextField
        select
        label={t.tierFilter}
        value={filters.tier}
        onChange={(event) => onChange({ ...filters, tier: event.target.value as TierFilter })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'raffle-tier-filter' } }}
        sx={{ minWidth: 180, alignSelf: 'flex-start' }}
      >
        {tierFilters.map((tier) => (
          <option key={tier} value={tier}>
            {t.tiers[tier]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
});
