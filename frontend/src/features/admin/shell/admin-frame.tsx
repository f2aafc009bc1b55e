import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { AdminEnvironment } from '@fr/contracts/admin';
import { EnvironmentBadge } from './environment-badge';
import { adminTexts } from '@fr/contracts/admin';

/** The console's bar before sign-in (login, first-admin setup, password reset): its title and environment only. */
export function AdminFrame({ environment, children }: { environment: AdminEnvironment | null; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p">
            {adminTexts.admin.title}
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
