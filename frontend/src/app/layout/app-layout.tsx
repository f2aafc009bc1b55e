import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Footer } from '../../components/layout/footer';
import { lazyOverlay, type OverlayProps } from '../../components/lazy-part';
import { useViewMode } from '../../components/view-mode/view-mode-context';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import { closeAuthModal } from '../../stores/auth-modal-slice';
import { useSignedIn } from '../../api/accounts';
import { useProfileTimeZone } from '../../hooks/use-time-zone';
import { BottomTabBar, TAB_BAR_HEIGHT_PX } from './bottom-tab-bar';
import { NavBar } from './nav-bar';
import { scrollKey } from './scroll-key';

// The sign-in modal and its forms are downloaded when a visitor first opens it, not with the landing page.
const AuthModal = lazyOverlay<OverlayProps>(() => import('../../features/accounts/components/auth-modal').then((modal) => modal.AuthModal));
// Only a signed-in player can have an unverified e-mail or a Terms version to accept: a visitor's first page carries
// neither, they are downloaded on the first signed-in page and stay mounted from then on.
const UnverifiedBanner = lazyOverlay<OverlayProps>(() =>
  import('../../features/accounts/components/unverified-banner').then((part) => part.UnverifiedBanner),
);
const ConsentGate = lazyOverlay<OverlayProps>(() =>
  import('../../features/legal/components/consent-gate').then((part) => part.ConsentGate),
);
const stayOpen = () => undefined;

export function AppLayout() {
  const mobile = useViewMode() === 'mobile';
  const authModalOpen = useAppSelector((state) => state.authModal.open);
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  useProfileTimeZone(signedIn);
  return (
    // On phones the page ends above the bottom tab bar, so the bar never covers the footer or the last of the content.
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        pb: mobile ? `calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))` : 0,
      }}
    >
      <NavBar />
      <Container component="main" maxWidth={mobile ? 'sm' : 'lg'} sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        <UnverifiedBanner open={signedIn} onClose={stayOpen} />
        <Outlet />
      </Container>
      <Footer />
      {mobile && <BottomTabBar />}
      <AuthModal open={authModalOpen} onClose={() => dispatch(closeAuthModal())} />
      <ConsentGate open={signedIn} onClose={stayOpen} />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
