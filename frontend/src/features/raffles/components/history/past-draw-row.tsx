import { generatePath, Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import VerifiedIcon from '@mui/icons-material/Verified';
import { rafflesTexts, type PastDraw } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useTimeZone } from '../../../../hooks/use-time-zone';

const statusColor = { closed: 'warning', drawn: 'success', no_entries: 'default' } as const;

/** Who holds the prize: the winner's display name, or why there is none (yet). */
function winnerLine(draw: PastDraw): string {
  const t = rafflesTexts.raffleHistory;
  if (draw.winner) return draw.winner;
  if (draw.status === 'no_entries') return t.noWinner;
  return draw.status === 'drawn' ? t.awaitingAward : t.statuses.closed;
}

/** One past draw of a raffle: when it closed, how many took part, the prize, who holds it, and its proof. */
export function PastDrawRow({ draw }: { draw: PastDraw }) {
  const t = rafflesTexts.raffleHistory;
  const zone = useTimeZone();
  return (
    <ListItem disableGutters divider data-testid="past-draw" data-draw-id={draw.drawId} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{formatDateTime(draw.closesAt, zone)}</Typography>
        <Chip size="small" color={statusColor[draw.status]} variant="outlined" label={t.statuses[draw.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${t.entries} ${formatNumber(draw.entryCount)} · ${t.tickets} ${formatNumber(draw.totalTickets)} · ${t.players} ${formatNumber(draw.participants)}`}
      </Typography>
      <Typography variant="body2">{`${t.prize}: ${draw.prize}`}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <EmojiEventsIcon fontSize="small" color={draw.winner ? 'secondary' : 'disabled'} aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="past-draw-winner">
            {`${t.winner}: ${winnerLine(draw)}`}
          </Typography>
        </Stack>
        <Link
          component={RouterLink}
          to={generatePath(clientRoutes.drawProof, { drawId: draw.drawId })}
          variant="body2"
          data-testid="past-draw-proof"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <VerifiedIcon fontSize="inherit" aria-hidden />
          {t.viewProof}
        </Link>
      </Stack>
    </ListItem>
  );
}
