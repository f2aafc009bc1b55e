import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountsApi } from '../api/accounts';
import { currentViewMode } from '../components/view-mode/view-mode';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import { makeStore } from '../stores/store';

// A document opened by address, bookmark or reload starts at the top. React Router's ScrollRestoration gives the choice
// back to the browser when a page is left, and on a reload the browser would then put back the last scroll position
// once the page had grown tall enough, after the router had already scrolled to the top.
window.history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const store = makeStore();
// Every page asks for the session's status first: asked now, it leaves while React renders the first frame.
void store.dispatch(accountsApi.endpoints.getAuthStatus.initiate());

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} viewMode={currentViewMode()}>
      <RouterProvider router={createAppRouter(store)} />
    </AppProviders>
  </StrictMode>,
);
