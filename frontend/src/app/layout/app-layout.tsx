import { Outlet, ScrollRestoration } from 'react-router-dom';
import { lazyOverlay, type OverlayProps } from '../../components/lazy-part';
import { useAppDispatch, useAppSelector } from '../../hooks/store-hooks';
import { closeAuthModal } from '../../stores/auth-modal-slice';
import { useSignedIn } from '../../api/accounts';
import { useProfileTimeZone } from '../../hooks/use-time-zone';
import { scrollKey } from './scroll-key';
import { ShellFrame } from './shell-frame';

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
  const authModalOpen = useAppSelector((state) => state.authModal.open);
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  useProfileTimeZone(signedIn);
  return (
    <ShellFrame
      banner={<UnverifiedBanner open={signedIn} onClose={stayOpen} />}
      overlays={
        <>
          <AuthModal open={authModalOpen} onClose={() => dispatch(closeAuthModal())} />
          <ConsentGate open={signedIn} onClose={stayOpen} />
          <ScrollRestoration getKey={scrollKey} />
        </>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
