import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { clientRoutes } from '@fr/contracts/shell';
import { PageTitle } from '../../../components/page-title';
import type { AuthTab } from '../../../stores/auth-modal-slice';
import { AuthForms } from './auth-forms';

const routeOf: Record<AuthTab, string> = { signin: clientRoutes.login, signup: clientRoutes.signup };

/** /login and /signup: the auth forms on a page of their own; switching tabs moves between the two routes. */
export function AuthPage({ title, tab }: { title: string; tab: AuthTab }) {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
        <AuthForms tab={tab} onTabChange={(next) => navigate(routeOf[next])} onSuccess={() => navigate(clientRoutes.dashboard)} />
      </Paper>
    </>
  );
}
