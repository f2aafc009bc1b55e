import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';

export function LoadingState({ label = texts.app.loading }: { label?: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
