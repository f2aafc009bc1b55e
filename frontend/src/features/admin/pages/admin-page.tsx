import { useSearchParams } from 'react-router-dom';
import { ADMIN_STATUS_POLL_MS } from '@fr/contracts/admin';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetAdminStatusQuery } from '../../../api/admin';
import { useVisiblePolling } from '../../../hooks/use-page-visible';
import { AdminLogin } from '../components/admin-login';
import { AdminSetup } from '../components/admin-setup';
import { AdminFrame } from '../shell/admin-frame';
import { AdminShell } from '../shell/admin-shell';

/**
 * `/admin` and every address below it: the login form until the admin status says authenticated (polled every 30 s,
 * paused in a hidden tab), then the console at the address asked for, so a section's link survives signing in.
 * `?setup=TOKEN` (the first-start link from the server log) shows the form that creates the first admin instead.
 */
export function AdminPage() {
  const [params] = useSearchParams();
  const setupToken = params.get('setup');
  const status = useGetAdminStatusQuery(undefined, { pollingInterval: useVisiblePolling(ADMIN_STATUS_POLL_MS) });
  if (status.isLoading) return <LoadingState />;
  if (!status.data) {
    return (
      <AdminFrame environment={null}>
        <ErrorState onRetry={() => void status.refetch()} />
      </AdminFrame>
    );
  }
  const { authenticated, role, username, email, environment } = status.data;
  if (authenticated && role) return <AdminShell admin={{ role, username, email, environment }} />;
  return <AdminFrame environment={environment}>{setupToken ? <AdminSetup token={setupToken} /> : <AdminLogin />}</AdminFrame>;
}
