import { generatePath, Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rafflesTexts, type EntryOutcome, type MyEntry } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { formatDateTime } from '../../../../lib/format';
import { useTimeZone } from '../../../../hooks/use-time-zone';

const outcomeColor: Readonly<Record<EntryOutcome, 'default' | 'success' | 'warning' | 'info'>> = {
  pending: 'info',
  won: 'success',
  forfeited: 'warning',
  not_won: 'default',
};

/** The outcome's words: a won entry names its prize and where its claim stands. */
function outcomeLabel(entry: MyEntry): string {
  const t = rafflesTexts.myEntries;
  if (entry.outcome !== 'won') return t.outcomes[entry.outcome];
  const won = t.wonPrize(entry.prize);
  return entry.prizeStatus ? `${won} · ${t.prizeStatuses[entry.prizeStatus]}` : won;
}

/** One of the player's entries: which draw, how it entered, when, and how it ended (with the way to claim a win). */
export function MyEntryRow({ entry }: { entry: MyEntry }) {
  const t = rafflesTexts.myEntries;
  const zone = useTimeZone();
  return (
    <ListItem
      disableGutters
      divider
      data-testid="my-entry"
      data-draw-id={entry.drawId}
      data-outcome={entry.outcome}
      sx={{ display: 'block', py: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Link component={RouterLink} to={generatePath(clientRoutes.raffleHistory, { raffleId: entry.raffleId })} sx={{ fontWeight: 600 }}>
          {entry.raffleName}
        </Link>
        <Chip size="small" variant="outlined" label={`${t.sources[entry.source]} · ${t.tickets(entry.tickets)}`} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${t.entered} ${formatDateTime(entry.addedAt, zone)} · ${t.closes} ${formatDateTime(entry.closesAt, zone)}`}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
        <Chip size="small" color={outcomeColor[entry.outcome]} label={outcomeLabel(entry)} data-testid="my-entry-outcome" />
        {entry.outcome === 'won' && entry.prizeStatus === 'pending' && (
          <Button component={RouterLink} to={clientRoutes.profile} size="small" variant="contained" data-testid="my-entry-claim">
            {t.claim}
          </Button>
        )}
        {entry.outcome !== 'pending' && (
          <Link
            component={RouterLink}
            to={generatePath(clientRoutes.drawProof, { drawId: entry.drawId })}
            variant="body2"
            data-testid="my-entry-proof"
          >
            {t.proof}
          </Link>
        )}
      </Stack>
    </ListItem>
  );
}
