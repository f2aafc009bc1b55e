import { RequireAuth } from '../../../components/require-auth';
import { DashboardContent } from '../components/dashboard-content';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** The dashboard belongs to a signed-in player (spec §6); its reads are never made for visitors. */
export function DashboardPage() {
  return (
    <RequireAuth message={fantasyTexts.dashboard.loginRequired}>
      <DashboardContent />
    </RequireAuth>
  );
}
