import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@fr/contracts/shell';

interface Props {
  label?: string;
  /**
   * Stands for a whole page not shown yet: at least a screen tall, so the footer starts below the first screen and
   * the page, when it comes, does not push it down (a layout shift on every cold visit).
   */
  page?: boolean;
}

export function LoadingState({ label = shellTexts.app.loading, page = false }: Props) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6, minHeight: page ? '100vh' : undefined }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
