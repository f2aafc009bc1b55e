import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { useNow } from '../../../components/clock/use-now';
import { nextLocalMidnight } from './next-midnight';

const SECOND_MS = 1000;

/**
 * HH:MM:SS until the next local midnight, each second (spec §2). At midnight it tells its owner (a new day may be
 * claimed) and counts on to the following one.
 */
export function MidnightCountdown({ onMidnight }: { onMidnight: () => void }) {
  const [midnight, setMidnight] = useState(() => nextLocalMidnight(new Date()));
  const now = useNow(SECOND_MS);
  const left = midnight.getTime() - now.getTime();
  const reached = left <= 0;

  useEffect(() => {
    if (!reached) return;
    onMidnight();
    setMidnight(nextLocalMidnight(now));
  }, [reached, now, onMidnight]);

  return (
    <Typography variant="h4" component="p" data-testid="checkin-countdown" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
      {formatCountdown(left)}
    </Typography>
  );
}
