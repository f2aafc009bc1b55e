import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { AdminEnvironment } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { EnvironmentBadge } from './environment-badge';

/** The console's bar before sign-in (login, first-admin setup, password reset): its title and environment only. */
export function AdminFrame({ environment, children }: { environment: AdminEnvironment | null; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p">
            {texts.admin.title}
          </Typography>
          {environment && <EnvironmentBadge environment={environment} />}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
