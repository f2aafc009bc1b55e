import { createTheme } from '@mui/material/styles';
import { tierColors, type TierName } from '../lib/tier-colors';

declare module '@mui/material/styles' {
  interface Palette {
    tier: Record<TierName, string>;
  }
  interface PaletteOptions {
    tier?: Record<TierName, string>;
  }
}

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#22c55e', contrastText: '#04130a' },
    secondary: { main: tierColors.Gold, contrastText: '#1a1200' },
    background: { default: '#0b1220', paper: '#121b2e' },
    divider: 'rgba(148, 163, 184, 0.16)',
    tier: tierColors,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Dark mode lightens raised surfaces with a gradient overlay; the palette's paper colour is wanted instead.
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid rgba(148, 163, 184, 0.16)' } } },
    MuiDialog: { styleOverrides: { paper: { border: '1px solid rgba(148, 163, 184, 0.16)' } } },
  },
});
