import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../components/require-auth';
import { DashboardContent } from '../components/dashboard-content';

/** The dashboard belongs to a signed-in player (spec §6); its reads are never made for visitors. */
export function DashboardPage() {
  return (
    <RequireAuth message={texts.dashboard.loginRequired}>
      <DashboardContent />
    </RequireAuth>
  );
}
