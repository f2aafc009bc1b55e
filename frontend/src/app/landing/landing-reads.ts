import { useSyncExternalStore } from 'react';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { apiPaths } from '@fr/contracts/api-paths';
import type { Tier } from '@fr/contracts/fantasy';
import { RAFFLES_POLL_MS, type RafflesResponse, type RecentWinnersResponse } from '@fr/contracts/raffles';
import type { ReadView } from '../../components/page-sources';
import { httpError, transportError, type ApiError } from '../../lib/api-error';
import { inTierOrder } from '../../lib/tier-colors';

/**
 * One GET as the app's client makes it (lib/api.ts): the session's cookie, the body read as text, the same error for
 * a failed answer or a request that never got one, so the page shows the same message.
 */
async function getJson(path: string): Promise<{ data: unknown } | { error: ApiError }> {
  let response: Response;
  try {
    response = await fetch(new Request(path, { credentials: 'include' }));
  } catch (error) {
    return { error: transportError('FETCH_ERROR', String(error)) };
  }
  const text = await response.text();
  if (!response.ok) return { error: httpError(response.status, text, response.statusText) };
  try {
    return { data: text ? JSON.parse(text) : null };
  } catch {
    return { error: transportError('PARSING_ERROR', text) };
  }
}

/** A read of the landing page's first tree: asked once when first shown (or at once), polled while shown if it says so. */
export interface LandingRead<T> {
  /** What the section shows; the same object until the read changes. */
  view: () => ReadView<T>;
  /** Nothing answered yet: what the prerendered markup shows. */
  initial: () => ReadView<T>;
  subscribe: (listener: () => void) => () => void;
  /** Asks now, unless already asking. */
  ask: () => void;
}

const unanswered = { isError: false } as const;

function createRead<T>(path: string, toData: (body: unknown) => T, onAnswer?: (data: T) => boolean, pollMs?: number): LandingRead<T> {
  const listeners = new Set<() => void>();
  let asking = false;
  let asked = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let state: ReadView<T> = { ...unanswered, refetch: () => ask() };
  const initialView = state;
  const set = (next: Omit<ReadView<T>, 'refetch'>) => {
    state = { ...next, refetch: state.refetch };
    listeners.forEach((listener) => listener());
  };
  const ask = () => {
    if (asking) return;
    asking = true;
    asked = true;
    void getJson(path).then((result) => {
      asking = false;
      if ('error' in result) {
        // A failed poll keeps what was shown, as RTK Query keeps a query's last data.
        set({ data: state.data, isError: true, error: result.error });
        return;
      }
      const data = toData(result.data);
      // The answer is the app's from here on (a signed-in player's status): this tree does not show it.
      if (onAnswer?.(data) === false) return;
      set({ data, isError: false });
    });
  };
  return {
    view: () => state,
    initial: () => initialView,
    subscribe: (listener) => {
      listeners.add(listener);
      if (!asked) ask();
      if (pollMs && listeners.size === 1) timer = setInterval(ask, pollMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    ask,
  };
}

export interface LandingReads {
  status: LandingRead<AuthStatusResponse>;
  raffles: LandingRead<RafflesResponse>;
  winners: LandingRead<RecentWinnersResponse['winners']>;
  tiers: LandingRead<Tier[]>;
}

/** The answers the app starts from when it takes the page over, so that it shows at once what the page showed. */
export interface LandingAnswers {
  status?: AuthStatusResponse;
  raffles?: RafflesResponse;
  winners?: RecentWinnersResponse['winners'];
  tiers?: Tier[];
}

/**
 * What a visitor's landing page reads: the session's status, the live raffles (polled as the Raffles page polls
 * them), the recent winners and the tiers, each as the app's endpoint transforms it (api/). `onSignedIn` receives a
 * signed-in player's status, which only the app shows.
 */
export function landingReads(onSignedIn: (status: AuthStatusResponse) => void): LandingReads {
  return {
    status: createRead(
      apiPaths.authStatus,
      (body) => body as AuthStatusResponse,
      (status) => {
        if (!status.authenticated) return true;
        onSignedIn(status);
        return false;
      },
    ),
    raffles: createRead(apiPaths.raffles, (body) => body as RafflesResponse, undefined, RAFFLES_POLL_MS),
    winners: createRead(apiPaths.recentWinners, (body) => (body as RecentWinnersResponse).winners),
    tiers: createRead(apiPaths.tiers, (body) => inTierOrder(body as Tier[])),
  };
}

/** What the reads have answered, for the app that takes the page over. */
export function answersOf(reads: LandingReads): LandingAnswers {
  return {
    status: reads.status.view().data,
    raffles: reads.raffles.view().data,
    winners: reads.winners.view().data,
    tiers: reads.tiers.view().data,
  };
}

const notAsked: ReadView<never> = { ...unanswered, refetch: () => undefined };
const subscribeNothing = () => () => undefined;
const viewNothing = () => notAsked;

/**
 * A read as a section sees it. While the page is hydrated it shows what the prerendered markup shows (nothing
 * answered yet), as the app's store does with react-redux's serverState; `read` undefined is a read not asked.
 */
export function useLandingRead<T>(read: LandingRead<T> | undefined): ReadView<T> {
  return useSyncExternalStore<ReadView<T>>(read?.subscribe ?? subscribeNothing, read?.view ?? viewNothing, read?.initial ?? viewNothing);
}
