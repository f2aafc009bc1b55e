import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { makeStore, type RootState } from '../stores/store';
import type { ViewMode } from '../components/view-mode/view-mode';

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
  viewMode?: ViewMode;
}

/** Renders a screen with the real store, theme, notifications and a memory router at `route`. */
export function renderApp(ui: ReactElement, { route = '/', preloadedState, viewMode = 'desktop' }: Options = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} viewMode={viewMode}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
