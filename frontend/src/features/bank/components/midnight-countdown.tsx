import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { useNow } from '../../../components/clock/use-now';
import { browserTimeZone, nextMidnight } from '../../../lib/format';

const SECOND_MS = 1000;

/**
 * HH:MM:SS until the next local midnight, each second (spec §2). At midnight it tells its owner (a new day may be
 * claimed) and counts on to the following one. Local is the browser's zone: the check-in sends it and the server
 * counts the player's days in it.
 */
export function MidnightCountdown({ onMidnight }: { onMidnight: () => void }) {
  const [midnight, setMidnight] = useState(() => nextMidnight(new Date(), browserTimeZone()));
  const now = useNow(SECOND_MS);
  const left = midnight.getTime() - now.getTime();
  const reached = left <= 0;

  useEffect(() => {
    if (!reached) return;
    onMidnight();
    setMidnight(nextMidnight(now, browserTimeZone()));
  }, [reached, now, onMidnight]);

  return (
    <Typography variant="h4" component="p" data-testid="checkin-countdown" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
      {formatCountdown(left)}
    </Typography>
  );
}
