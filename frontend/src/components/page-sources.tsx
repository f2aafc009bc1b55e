import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import type { Tier } from '@fr/contracts/fantasy';
import type { RafflesResponse, RecentWinnersResponse } from '@fr/contracts/raffles';
import type { AuthTab } from '../stores/auth-modal-slice';

/** What a section shows of one read: the answer once there is one, and whether asking failed. */
export interface ReadView<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => void;
}

/** A link as the shell renders it: `component={Link}` with `to`, as MUI passes its props through. */
export type LinkComponent = ComponentType<{ to: string; children?: ReactNode }>;

/**
 * Where the shell (the header, the footer, the tab bar) and the landing page read from, and the links they render.
 * Two trees render them: the app, from its store and router (app/app-sources.tsx), and the landing page's first tree,
 * which a visitor's first download carries without either (app/landing, decision 0024): each provides these, so the
 * pieces exist once and render the same markup in both.
 */
export interface PageSources {
  Link: LinkComponent;
  /** A navigation entry: marked `aria-current="page"` on its own page. */
  NavLink: LinkComponent;
  /** The session's status; `isLoading` until it is known. */
  useAuthStatus: () => ReadView<AuthStatusResponse> & { isLoading: boolean };
  /** A signed-in player's balance; `visitor` once the status says nobody is signed in. */
  useCoinBalance: () => { authenticated: boolean; visitor: boolean; coins: number | undefined };
  useOpenAuthModal: () => (tab: AuthTab) => void;
  /** The zone dates are shown in (hooks/use-time-zone.ts). */
  useTimeZone: () => string;
  /** The live raffles for a viewer (a player's id, or `visitor`), polled as the Raffles page polls them; not asked without one. */
  useRaffles: (viewer: string | undefined) => ReadView<RafflesResponse>;
  useRecentWinners: () => ReadView<RecentWinnersResponse['winners']>;
  useTiers: () => ReadView<Tier[]>;
  /** The header's bell, the tab bar's bell and a signed-in player's sign-out button: the inbox and the session's end. */
  NotificationsBell: ComponentType;
  BellTab: ComponentType;
  SignOutButton: ComponentType;
}

export const PageSourcesContext = createContext<PageSources | null>(null);

export function usePageSources(): PageSources {
  const sources = useContext(PageSourcesContext);
  if (!sources) throw new Error('usePageSources must be used inside <PageSourcesContext>');
  return sources;
}
