import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';

export function NotFoundPage() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {texts.notFound}
      </Typography>
      <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
        {texts.verifyEmail.backToHome}
      </Button>
    </Stack>
  );
}
