import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../lib/format';
import { percentOf } from './labels';

interface Props {
  label: string;
  /** How many got there, out of how many could have. */
  part: number;
  whole: number;
  /** The figures as the panel words them ("3/10", "3 of 10 players"). */
  figures: string;
  testId: string;
}

/** One step or challenge: its name, the figures with their percentage, and a bar. */
export function ProgressRow({ label, part, whole, figures, testId }: Props) {
  const percent = percentOf(part, whole);
  return (
    <Stack spacing={0.5} data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">
          {figures} ({formatPercent(percent)})
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={Math.min(100, percent)} aria-label={label} />
    </Stack>
  );
}
