import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { PageHeader } from '../components/page-header';
import { accountsTexts } from '@fr/contracts/accounts';

export function NotFoundPage() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8, textAlign: 'center' }}>
      <PageHeader title={shellTexts.notFound} />
      <Button component={RouterLink} to={clientRoutes.home} variant="outlined">
        {accountsTexts.verifyEmail.backToHome}
      </Button>
    </Stack>
  );
}
