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
  /** The route pattern the screen is mounted at, for screens that read path parameters; any path by default. */
  path?: string;
}

/** Renders a screen with the real store, theme, notifications and a memory router at `route`. */
export function renderApp(ui: ReactElement, { route = '/', preloadedState, viewMode = 'desktop', path = '*' }: Options = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} viewMode={viewMode}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
