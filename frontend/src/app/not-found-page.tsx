import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
      <PageHeader title={texts.notFound} />
      <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
        {texts.verifyEmail.backToHome}
      </Button>
    </Stack>
  );
}
