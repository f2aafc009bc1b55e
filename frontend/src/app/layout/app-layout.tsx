import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AuthModal } from '../../features/accounts/components/auth-modal';
import { Footer } from '../../components/layout/footer';
import { useViewMode } from '../../components/view-mode/view-mode-context';
import { NavBar } from './nav-bar';
import { scrollKey } from './scroll-key';

export function AppLayout() {
  const mobile = useViewMode() === 'mobile';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Container component="main" maxWidth={mobile ? 'sm' : 'lg'} sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        <Outlet />
      </Container>
      <Footer />
      <AuthModal />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
