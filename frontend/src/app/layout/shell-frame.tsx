import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Footer } from '../../components/layout/footer';
import { useViewMode } from '../../components/view-mode/view-mode-context';
import { BottomTabBar, TAB_BAR_HEIGHT_PX } from './bottom-tab-bar';
import { NavBar } from './nav-bar';

interface Props {
  /** Above the page, inside its main region (the app's unverified e-mail banner). */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** After the footer: dialogs and the like, which show nothing until opened. */
  overlays?: ReactNode;
}

/**
 * The player's shell around a page: the header, the main region, the footer and, on phones, the bottom tab bar. The
 * app's layout (app-layout.tsx) and the landing page's first tree (app/landing) both render it.
 */
export function ShellFrame({ banner, children, overlays }: Props) {
  const mobile = useViewMode() === 'mobile';
  return (
    // On phones the page ends above the bottom tab bar, so the bar never covers the footer or the last of the content.
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        pb: mobile ? `calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))` : 0,
      }}
    >
      <NavBar />
      <Container component="main" maxWidth={mobile ? 'sm' : 'lg'} sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        {banner}
        {children}
      </Container>
      <Footer />
      {mobile && <BottomTabBar />}
      {overlays}
    </Box>
  );
}
