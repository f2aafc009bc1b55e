import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountsApi } from '../api/accounts';
import { currentViewMode } from '../components/view-mode/view-mode';
import { AppProviders } from './app-providers';
import { nextTask } from './next-task';
import { chooseContainer } from './prerendered';
import { createAppRouter, startFirstReads } from './router';
import { makeStore } from '../stores/store';

/**
 * Starts the app: the store, the session's status call, the router, and React on the page's container (hydrating a
 * prerendered page). Called by the document's script (boot.ts) in a task after the one that evaluated this module, so
 * that evaluating the app's code and starting it are shorter tasks on a slow phone instead of one long one. Starting
 * is split as well: the store with its first requests, then the router (matching every route), then React, each in a
 * task of its own (together about 200 ms of one task with the CPU slowed four times, as Lighthouse does).
 */
export async function startApp(): Promise<void> {
  // A document opened by address, bookmark or reload starts at the top. React Router's ScrollRestoration gives the choice
  // back to the browser when a page is left, and on a reload the browser would then put back the last scroll position
  // once the page had grown tall enough, after the router had already scrolled to the top.
  window.history.scrollRestoration = 'manual';

  const viewMode = currentViewMode();
  const { container, prerendered } = chooseContainer(document, viewMode);

  const store = makeStore();
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
}
