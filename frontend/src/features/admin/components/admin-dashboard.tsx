import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { apiRoutes } from '@fr/contracts/api-routes';
import { adminTabRoles, adminTabs, roleMayCall, type AdminRole, type AdminTab } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useAdminLogoutMutation } from '../../../api/admin';
import { AdminPasswordButton } from './admin-password-dialog';
import { AuditTrail } from './audit-trail';
import { FinanceSection } from '../finance';
import { LedgerTab } from '../ledger';
import { SupportTab } from '../support';
import { GamificationTab } from './gamification-tab';
import { OverviewTab } from './overview-tab';
import { PlatformsTab } from './platforms-tab';
import { RevenueTab } from './revenue-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';
import { PageHeader } from '../../../components/page-header';
import { TabBar, TabPanel } from '../../../components/tab-bar';

const t = texts.admin;

const panels: Record<AdminTab, (props: { role: AdminRole }) => React.ReactNode> = {
  overview: OverviewTab,
  users: UsersTab,
  platforms: PlatformsTab,
  revenue: RevenueTab,
  finance: FinanceSection,
  gamification: GamificationTab,
  ledger: LedgerTab,
  support: SupportTab,
  settings: SettingsTab,
};

/** The signed-in portal: header with the uppercase role badge and Logout, the tabs this role may use, the audit trail. */
export function AdminDashboard({ role }: { role: AdminRole }) {
  const visible = adminTabs.filter((tab) => adminTabRoles[tab].includes(role));
  const [chosen, setChosen] = useState<AdminTab>(visible[0] ?? 'users');
  const tab = visible.includes(chosen) ? chosen : (visible[0] ?? 'users');
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const notify = useNotify();
  const Panel = panels[tab];

  const signOut = async () => {
    try {
      await logout().unwrap();
      notify({ title: t.loggedOut });
    } catch (error) {
      notify({ title: t.logout, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <PageHeader
        title={t.title}
        actions={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Chip label={role.toUpperCase()} color="primary" data-testid="admin-role" />
            <AdminPasswordButton />
            <Button variant="outlined" onClick={() => void signOut()} disabled={isLoading}>
              {t.logout}
            </Button>
          </Stack>
        }
      />
      <TabBar name="admin" tabs={visible} value={tab} onChange={setChosen} labels={t.tabs} />
      <TabPanel name="admin" value={tab}>
        <Panel role={role} />
      </TabPanel>
      {roleMayCall(apiRoutes.adminAuditTrail, role) && <AuditTrail />}
    </Stack>
  );
}
