import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useViewMode } from '../../components/view-mode/view-mode-context';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

/** Desktop or mobile navigation by the chosen view mode (spec §4), not only by screen width. */
export function NavBar() {
  const mobile = useViewMode() === 'mobile';
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth={mobile ? 'sm' : 'lg'} disableGutters={!mobile}>
        <Toolbar sx={{ px: mobile ? 0 : 2, flexWrap: 'wrap', columnGap: 1 }}>{mobile ? <MobileNav /> : <DesktopNav />}</Toolbar>
      </Container>
    </AppBar>
  );
}
