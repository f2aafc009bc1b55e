import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationProvider } from '../components/notifications/notification-provider';
import { SignedInHintContext } from '../components/signed-in-hint';
import { ViewModeContext } from '../components/view-mode/view-mode-context';
import type { ViewMode } from '../components/view-mode/view-mode';
import type { AppStore } from '../stores/store';
import { theme } from './theme';

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
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ViewModeContext.Provider value={viewMode}>
          <SignedInHintContext.Provider value={signedInHint ?? null}>
            <NotificationProvider>{children}</NotificationProvider>
          </SignedInHintContext.Provider>
        </ViewModeContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
