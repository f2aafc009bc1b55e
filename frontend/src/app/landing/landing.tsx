import { startTransition, StrictMode, useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { clientRoutes } from '@fr/contracts/shell';
import type { PageSources } from '../../components/page-sources';
import { currentViewMode, type ViewMode } from '../../components/view-mode/view-mode';
import { VisitorConnectCard } from '../../features/fantasy/components/connect/connect-card-frame';
import { HomePage } from '../../features/home/pages/home-page';
import { browserTimeZone } from '../../lib/format';
import { BellButton } from '../layout/bell-button';
import { BellTabButton } from '../layout/bottom-tab-bar';
import { ShellFrame } from '../layout/shell-frame';
import { chooseContainer } from '../prerendered';
import { ShellProviders } from '../shell-providers';
import { holdForApp, type StartedApp } from './handover';
import { answersOf, landingReads, useLandingRead, type LandingReads } from './landing-reads';

type LinkProps = { to: string } & ComponentProps<'a'>;

/**
 * A link of the first tree: the anchor React Router's `<Link>` renders for a path of the app (its `href`, and
 * `data-discover`, with which the router marks its own links for route discovery), without the router. The markup is
 * the app's, so the first tree hydrates the prerendered page and the app takes the same anchor over (handover.ts).
 */
export function LandingLink({ to, ...props }: LinkProps) {
  return <a {...props} href={to} data-discover="true" />;
}

/**
 * React Router's `<NavLink>` on `/`, the only page the first tree renders: the link to the current page is marked
 * `aria-current="page"` and the class `active` (as the router marks it, `end` unset: a link to `/` is current on every
 * page, but no entry of the navigation leads there).
 */
export function LandingNavLink({ className, ...props }: LinkProps) {
  const current = props.to === clientRoutes.home;
  return (
    <LandingLink
      {...props}
      aria-current={current ? 'page' : undefined}
      className={[className ?? '', current ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}

/** A visitor's bells: a visitor's inbox is never asked (use-inbox.ts), so nothing is unread. */
const VisitorBell = () => <BellButton unreadCount={0} expanded={false} />;
const VisitorBellTab = () => <BellTabButton unreadCount={0} expanded={false} />;
/** Never shown: the first tree hands a signed-in player's page to the app before showing anything of the session. */
const NoSignOut = () => null;

function landingSources(reads: LandingReads, handOver: (then?: (app: StartedApp) => void) => void): PageSources {
  const openAuthModal = (tab: Parameters<StartedApp['openAuthModal']>[0]) => handOver((app) => app.openAuthModal(tab));
  return {
    Link: LandingLink,
    NavLink: LandingNavLink,
    useAuthStatus: () => {
      const status = useLandingRead(reads.status);
      return { ...status, isLoading: status.data === undefined && !status.isError };
    },
    useCoinBalance: () => ({ authenticated: false, visitor: useLandingRead(reads.status).data?.authenticated === false, coins: undefined }),
    useOpenAuthModal: () => openAuthModal,
    // A visitor has no profile: dates are in the browser's zone (hooks/use-time-zone.ts).
    useTimeZone: browserTimeZone,
    useRaffles: (viewer) => useLandingRead(viewer === undefined ? undefined : reads.raffles),
    useRecentWinners: () => useLandingRead(reads.winners),
    useTiers: () => useLandingRead(reads.tiers),
    NotificationsBell: VisitorBell,
    BellTab: VisitorBellTab,
    SignOutButton: NoSignOut,
  };
}

interface Props {
  reads: LandingReads;
  handOver: (then?: (app: StartedApp) => void) => void;
  viewMode: ViewMode;
}

/** The first tree: the shell and the landing page as the app renders them for a visitor, from the landing's reads. */
export function LandingPage({ reads, handOver, viewMode }: Props) {
  const sources = useMemo(() => landingSources(reads, handOver), [reads, handOver]);
  return (
    <ShellProviders sources={sources} viewMode={viewMode}>
      <ShellFrame>
        <HomePage connectCard={(status) => <VisitorConnectCard configured={status.configured} />} />
      </ShellFrame>
    </ShellProviders>
  );
}

/** Calls `then` once its children have been hydrated (an effect runs after the commit that hydrated them). No markup. */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * A visitor's landing page, hydrated without the app's router and store (decision 0024): the shell and the page's
 * sections, the same components the app renders, read from the landing's own small reads (landing-reads.ts). The
 * app is downloaded when the visitor first clicks a control of the page or the session turns out to be a signed-in
 * player's; it then renders the same markup in its place, starting from what the page already read (handover.ts).
 */
export function startLanding(): void {
  // As main.tsx: a document opened by address, bookmark or reload starts at the top.
  window.history.scrollRestoration = 'manual';
  const viewMode = currentViewMode();
  const { container } = chooseContainer(document, viewMode);
  let root: Root | undefined;
  let signedIn: AuthStatusResponse | undefined;
  let markHydrated = () => undefined as void;
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  const { handOver } = holdForApp(container, async () => {
    // The app's code is asked for at once, but the app takes the page only once the first tree has hydrated it: a root
    // still hydrating that is unmounted is switched to client rendering (React reports it as an error), and that
    // render would then clear the container under the app's. A click made before the first tree started (boot.ts)
    // comes here as soon as it has, while it hydrates: with React's development build, or on a slow phone, the app's
    // code is often there first.
    const [{ startApp }] = await Promise.all([import('../main'), hydrated]);
    if (!root) throw new Error('landing: the page was handed over before it was hydrated');
    return startApp({ container, root, answers: { ...answersOf(reads), status: signedIn ?? reads.status.view().data } });
  });
  const reads = landingReads((status) => {
    signedIn = status;
    handOver();
  });
  reads.status.ask();

  const page = (
    <StrictMode>
      <Hydrated then={markHydrated}>
        <LandingPage reads={reads} handOver={handOver} viewMode={viewMode} />
      </Hydrated>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it until it is done.
  startTransition(() => {
    root = hydrateRoot(container, page);
  });
}
