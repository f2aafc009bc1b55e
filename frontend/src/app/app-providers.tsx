import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ViewMode } from '../components/view-mode/view-mode';
import type { AppStore } from '../stores/store';
import { appSources } from './app-sources';
import { ShellProviders } from './shell-providers';

interface Props {
  store: AppStore;
  /** The store's state the prerendered markup was made from, read while hydrating it (react-redux's serverState). */
  serverState?: ReturnType<AppStore['getState']>;
  viewMode: ViewMode;
  /** Set by the prerender, which has no cookie to read: whether the page is made for a signed-in player. */
  signedInHint?: boolean;
  children: ReactNode;
}

/** Everything a screen needs around it; shared by main.tsx and the tests. */
export function AppProviders({ store, serverState, viewMode, signedInHint, children }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <ShellProviders sources={appSources} viewMode={viewMode} signedInHint={signedInHint}>
        {children}
      </ShellProviders>
    </Provider>
  );
}
