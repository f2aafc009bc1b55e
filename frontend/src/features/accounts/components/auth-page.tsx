import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { clientRoutes } from '@fr/contracts/shell';
import type { AuthTab } from '../../../stores/auth-modal-slice';
import { AuthForms } from './auth-forms';
import { PageHeader } from '../../../components/page-header';

const routeOf: Record<AuthTab, string> = { signin: clientRoutes.login, signup: clientRoutes.signup };

/** /login and /signup: the auth forms on a page of their own; switching tabs moves between the two routes. */
export function AuthPage({ title, tab }: { title: string; tab: AuthTab }) {
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
        <AuthForms tab={tab} onTabChange={(next) => navigate(routeOf[next])} onSuccess={() => navigate(clientRoutes.dashboard)} />
      </Paper>
    </Stack>
  );
}
