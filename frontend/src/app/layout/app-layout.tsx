import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Footer } from '../../components/layout/footer';
import { lazyOverlay, type OverlayProps } from '../../components/lazy-part';
import { useViewMode } from '../../components/view-mode/view-mode-context';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import { closeAuthModal } from '../../stores/auth-modal-slice';
import { UnverifiedBanner } from '../../features/accounts/components/unverified-banner';
import { NavBar } from './nav-bar';
import { ConsentGate } from '../../features/legal/components/consent-gate';
import { scrollKey } from './scroll-key';

// The sign-in modal and its forms are downloaded when a visitor first opens it, not with the landing page.
const AuthModal = lazyOverlay<OverlayProps>(() => import('../../features/accounts/components/auth-modal').then((modal) => modal.AuthModal));

export function AppLayout() {
  const mobile = useViewMode() === 'mobile';
  const authModalOpen = useAppSelector((state) => state.authModal.open);
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Container component="main" maxWidth={mobile ? 'sm' : 'lg'} sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        <UnverifiedBanner />
        <Outlet />
      </Container>
      <Footer />
      <AuthModal open={authModalOpen} onClose={() => dispatch(closeAuthModal())} />
      <ConsentGate />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
