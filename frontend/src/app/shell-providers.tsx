import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationProvider } from '../components/notifications/notification-provider';
import { PageSourcesContext, type PageSources } from '../components/page-sources';
import { SignedInHintContext } from '../components/signed-in-hint';
import { ViewModeContext } from '../components/view-mode/view-mode-context';
import type { ViewMode } from '../components/view-mode/view-mode';
import { theme } from './theme';

interface Props {
  sources: PageSources;
  viewMode: ViewMode;
  /** Set by the prerender, which has no cookie to read: whether the page is made for a signed-in player. */
  signedInHint?: boolean;
  children: ReactNode;
}

/** The theme, view mode, toasts and page sources around a screen: the app's (app-providers.tsx) and the landing page's first tree's. */
export function ShellProviders({ sources, viewMode, signedInHint, children }: Props) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ViewModeContext.Provider value={viewMode}>
        <SignedInHintContext.Provider value={signedInHint ?? null}>
          <PageSourcesContext.Provider value={sources}>
            <NotificationProvider>{children}</NotificationProvider>
          </PageSourcesContext.Provider>
        </SignedInHintContext.Provider>
      </ViewModeContext.Provider>
    </ThemeProvider>
  );
}
