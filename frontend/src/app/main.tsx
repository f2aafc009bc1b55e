import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountsApi } from '../api/accounts';
import { fantasyApi } from '../api/fantasy';
import { rafflesApi } from '../api/raffles';
import { currentViewMode } from '../components/view-mode/view-mode';
import { AppProviders } from './app-providers';
import { nextTask } from './next-task';
import { chooseContainer } from './prerendered';
import { createAppRouter, startFirstReads } from './router';
import { makeStore, type AppStore } from '../stores/store';
import { openAuthModal } from '../stores/auth-modal-slice';
import type { StartedApp } from './landing/handover';
import type { LandingAnswers } from './landing/landing-reads';

/** The landing page's first tree handing its page over (landing/landing.tsx): its container and root, and what it has read. */
interface Takeover {
  container: HTMLElement;
  root: Root;
  answers: LandingAnswers;
}

/** The landing page's answers in the store's cache, as if the app had asked: its first render shows what the page showed. */
function keep(store: AppStore, { status, raffles, winners, tiers }: LandingAnswers): void {
  // upsertQueryEntries, not upsertQueryData: the entries are there at once, before the first render, not a task later.
  if (status) store.dispatch(accountsApi.util.upsertQueryEntries([{ endpointName: 'getAuthStatus', arg: undefined, value: status }]));
  store.dispatch(
    rafflesApi.util.upsertQueryEntries([
      ...(raffles ? [{ endpointName: 'getRaffles' as const, arg: 'visitor', value: raffles }] : []),
      ...(winners ? [{ endpointName: 'getRecentWinners' as const, arg: undefined, value: winners }] : []),
    ]),
  );
  if (tiers) store.dispatch(fantasyApi.util.upsertQueryEntries([{ endpointName: 'getTiers', arg: undefined, value: tiers }]));
}

/**
 * Starts the app: the store, the session's status call, the router, and React on the page's container (hydrating a
 * prerendered page). Called by the document's script (boot.ts) in a task after the one that evaluated this module, so
 * that evaluating the app's code and starting it are shorter tasks on a slow phone instead of one long one. Starting
 * is split as well: the store with its first requests, then the router (matching every route), then React, each in a
 * task of its own (together about 200 ms of one task with the CPU slowed four times, as Lighthouse does).
 *
 * A `takeover` is the landing page's first tree handing its page over: the app renders in its place in one commit,
 * from what that tree had read, where the page was scrolled to.
 */
export async function startApp(takeover?: Takeover): Promise<StartedApp> {
  // A document opened by address, bookmark or reload starts at the top. React Router's ScrollRestoration gives the choice
  // back to the browser when a page is left, and on a reload the browser would then put back the last scroll position
  // once the page had grown tall enough, after the router had already scrolled to the top.
  window.history.scrollRestoration = 'manual';

  const viewMode = currentViewMode();
  const store = makeStore();
  const started = { openAuthModal: (tab) => void store.dispatch(openAuthModal(tab)) } satisfies StartedApp;
  if (takeover) {
    keep(store, takeover.answers);
    // Asked only if the first tree had no answer yet: a kept entry is not asked again.
    void store.dispatch(accountsApi.endpoints.getAuthStatus.initiate());
    const app = (
      <StrictMode>
        <AppProviders store={store} viewMode={viewMode}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>
    );
    // The router scrolls a new page to the top as it mounts: the page stays where the visitor had it. The first tree
    // goes first, in the same task (nothing is painted between); it has finished hydrating by now (landing.tsx waits
    // for it), since a root unmounted while it hydrates is rendered again on the client and would clear the container.
    const { scrollX, scrollY } = window;
    takeover.root.unmount();
    flushSync(() => createRoot(takeover.container).render(app));
    window.scrollTo(scrollX, scrollY);
    return started;
  }
  const { container, prerendered } = chooseContainer(document, viewMode);

  // Every page asks for the session's status first: asked now, it leaves while React renders the first frame.
  void store.dispatch(accountsApi.endpoints.getAuthStatus.initiate());
  // The state hydration reads: the status asked for, no answer yet, which the prerendered markup shows as loading. An
  // answer that arrives while the page hydrates cannot make the first render differ from the markup, and a component
  // whose selection is unchanged once hydrated is not rendered again.
  const serverState = store.getState();
  startFirstReads(store, window.location.pathname);
  await nextTask();
  const router = createAppRouter();
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders store={store} serverState={prerendered ? serverState : undefined} viewMode={viewMode}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it until it is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  return started;
}
