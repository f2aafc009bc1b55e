import Typography from '@mui/material/Typography';
import { rafflesTexts } from '@fr/contracts/raffles';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { useNow } from '../../../components/clock/use-now';

const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

/** Days, then HH:MM:SS, until an instant; zero once it has passed. */
export function drawCountdown(until: string, now: Date): string {
  const left = Math.max(0, Date.parse(until) - now.getTime());
  const days = Math.floor(left / DAY_MS);
  return rafflesTexts.raffles.countdown(days, formatCountdown(left - days * DAY_MS));
}

/** The live countdown to a card's next draw (spec §9: updates each second); only this line re-renders. */
export function DrawCountdown({ until }: { until: string }) {
  const now = useNow(SECOND_MS);
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="draw-countdown">
      {drawCountdown(until, now)}
    </Typography>
  );
}
