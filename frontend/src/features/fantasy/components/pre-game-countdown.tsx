import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import { fantasyTexts, PRE_GAME_HOUR, PRE_GAME_LABEL } from '@fr/contracts/fantasy';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { useNow } from '../../../components/clock/use-now';
import { nextHourOfDay } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';

const SECOND_MS = 1000;

interface Props {
  onApplyBoosts: () => void;
  /** The player points at or focuses Apply Boosts: the dialog's code can be fetched before the press. */
  onPreloadBoosts: () => void;
}

/** Shown while a team has no points: time left until 8 PM in the player's zone, ticking each second (spec §2, §9). */
export function PreGameCountdown({ onApplyBoosts, onPreloadBoosts }: Props) {
  const now = useNow(SECOND_MS);
  const left = nextHourOfDay(now, PRE_GAME_HOUR, useTimeZone()).getTime() - now.getTime();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'rgba(148, 163, 184, 0.06)' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {PRE_GAME_LABEL}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {fantasyTexts.dashboard.gamesStartIn}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid="pre-game-countdown"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
          >
            {formatCountdown(left)}
          </Typography>
        </div>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<BoltIcon />}
          onClick={onApplyBoosts}
          onPointerEnter={onPreloadBoosts}
          onFocus={onPreloadBoosts}
          data-testid="apply-boosts"
        >
          {fantasyTexts.dashboard.applyBoosts}
        </Button>
      </Stack>
    </Box>
  );
}
