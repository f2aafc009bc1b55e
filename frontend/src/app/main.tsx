import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountsApi } from '../api/accounts';
import { currentViewMode } from '../components/view-mode/view-mode';
import { AppProviders } from './app-providers';
import { chooseContainer } from './prerendered';
import { createAppRouter } from './router';
import { makeStore } from '../stores/store';

// A document opened by address, bookmark or reload starts at the top. React Router's ScrollRestoration gives the choice
// back to the browser when a page is left, and on a reload the browser would then put back the last scroll position
// once the page had grown tall enough, after the router had already scrolled to the top.
window.history.scrollRestoration = 'manual';

const viewMode = currentViewMode();
const { container, prerendered } = chooseContainer(document, viewMode);

const store = makeStore();
// The state the prerendered markup was made from (no answer yet): hydration reads it, so an answer that arrives
// while the page hydrates cannot make the first render differ from the markup.
const serverState = store.getState();
// Every page asks for the session's status first: asked now, it leaves while React renders the first frame.
void store.dispatch(accountsApi.endpoints.getAuthStatus.initiate());

const app = (
  <StrictMode>
    <AppProviders store={store} serverState={prerendered ? serverState : undefined} viewMode={viewMode}>
      <RouterProvider router={createAppRouter(store)} />
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
