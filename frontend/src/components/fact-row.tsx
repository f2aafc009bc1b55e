import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
  value: string;
  spacing?: number;
  /** An `InfoTip` explaining the value's word, after the label. */
  info?: ReactNode;
}

/** A label on the left and its value on the right, as tier cards and dialogs list their facts. */
export function FactRow({ label, value, spacing = 1, info }: Props) {
  return (
    <Stack direction="row" spacing={spacing} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
        {info}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}
