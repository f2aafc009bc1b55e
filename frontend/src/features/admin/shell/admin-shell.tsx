import { useState } from 'react';
import { Navigate, Route, Routes, generatePath, useMatch } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { type AdminEnvironment, type AdminRole, adminSectionRoles, adminSections, adminTexts } from '@fr/contracts/admin';
import { clientRoutes } from '@fr/contracts/shell';
import { useNotify } from '../../../components/notifications/use-notify';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useAdminLogoutMutation } from '../../../api/admin';
import { AdminPasswordButton } from '../components/admin-password-dialog';
import { EnvironmentBadge } from './environment-badge';
import { SectionNav } from './section-nav';
import { SectionPage } from './section-page';

const t = adminTexts.admin;
const DRAWER_WIDTH_PX = 232;

export interface SignedInAdmin {
  role: AdminRole;
  username: string | null;
  email: string | null;
  environment: AdminEnvironment;
}

/** Who is signed in, Change Password and sign-out: in the top bar on wide screens, in the menu on phones. */
function Account({ admin, vertical }: { admin: SignedInAdmin; vertical: boolean }) {
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const notify = useNotify();
  const signOut = async () => {
    try {
      await logout().unwrap();
      notify({ title: t.loggedOut });
    } catch (error) {
      notify({ title: t.logout, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };
  return (
    <Stack
      direction={vertical ? 'column' : 'row'}
      spacing={vertical ? 1 : 2}
      sx={{ alignItems: vertical ? 'stretch' : 'center', p: vertical ? 2 : 0 }}
    >
      <Typography variant="body2" title={admin.email ?? undefined} data-testid="admin-username">
        {t.shell.signedInAs} <strong>{admin.username}</strong>
      </Typography>
      <AdminPasswordButton />
      <Button variant="outlined" color="inherit" onClick={() => void signOut()} disabled={isLoading}>
        {t.logout}
      </Button>
    </Stack>
  );
}

/**
 * The signed-in console (issue 23), apart from the player's shell: a sidebar of the sections this role may open
 * (permanent on wide screens, a menu on phones), a top bar with the environment, the admin and their role, and the
 * section the address names. `/admin` opens the role's first section.
 */
export function AdminShell({ admin }: { admin: SignedInAdmin }) {
  const mobile = useViewMode() === 'mobile';
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useMatch(`${clientRoutes.adminSection}/*`)?.params.section;
  const visible = adminSections.filter((section) => adminSectionRoles[section].includes(admin.role));
  const nav = <SectionNav visible={visible} current={current} onNavigate={mobile ? () => setMenuOpen(false) : undefined} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 2 }}>
          {mobile && (
            <IconButton edge="start" aria-label={t.shell.openMenu} onClick={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap>
            {t.title}
          </Typography>
          <EnvironmentBadge environment={admin.environment} />
          <Box sx={{ flex: 1 }} />
          <Chip label={admin.role.toUpperCase()} color="primary" data-testid="admin-role" />
          {!mobile && <Account admin={admin} vertical={false} />}
        </Toolbar>
      </AppBar>
      {mobile ? (
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH_PX } } }}
        >
          {nav}
          <Divider />
          <Account admin={admin} vertical />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH_PX, flexShrink: 0 }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH_PX } } }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Routes>
          <Route index element={<Navigate replace to={generatePath(clientRoutes.adminSection, { section: visible[0] ?? 'overview' })} />} />
          <Route path=":section/*" element={<SectionPage role={admin.role} />} />
        </Routes>
      </Box>
    </Box>
  );
}
