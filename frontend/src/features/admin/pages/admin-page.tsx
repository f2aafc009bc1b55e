import { useSearchParams } from 'react-router-dom';
import { ADMIN_STATUS_POLL_MS } from '@fr/contracts/admin';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetAdminStatusQuery } from '../../../api/admin';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { AdminDashboard } from '../components/admin-dashboard';
import { AdminLogin } from '../components/admin-login';
import { AdminSetup } from '../components/admin-setup';

/**
 * /admin: the login form until the admin status says authenticated (polled every 30 s, paused in a hidden tab);
 * `?setup=TOKEN` (the first-start link from the server log) shows the form that creates the first admin instead.
 */
export function AdminPage() {
  const [params] = useSearchParams();
  const setupToken = params.get('setup');
  const status = useGetAdminStatusQuery(undefined, { pollingInterval: useVisiblePolling(ADMIN_STATUS_POLL_MS) });
  if (status.isLoading) return <LoadingState />;
  if (status.isError && !status.data) return <ErrorState onRetry={() => void status.refetch()} />;
  if (status.data?.authenticated && status.data.role) return <AdminDashboard role={status.data.role} />;
  return setupToken ? <AdminSetup token={setupToken} /> : <AdminLogin />;
}
