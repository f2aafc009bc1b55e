import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A label on the left and its value on the right, as tier cards and dialogs list their facts. */
export function FactRow({ label, value, spacing = 1 }: { label: string; value: string; spacing?: number }) {
  return (
    <Stack direction="row" spacing={spacing} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}
