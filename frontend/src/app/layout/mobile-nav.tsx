import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MenuIcon from '@mui/icons-material/Menu';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { lazyOverlay } from '../../components/lazy-part';
import { usePageSources } from '../../components/page-sources';
import { BrandLink } from './brand-link';
import { CoinBadge } from './coin-badge';
import { ProfileAvatar } from './profile-avatar';

// The menu's contents are downloaded when it is first opened.
const MobileDrawer = lazyOverlay(() => import('./mobile-drawer').then((drawer) => drawer.MobileDrawer));

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { Link: RouterLink, useCoinBalance } = usePageSources();
  const { authenticated, visitor, coins } = useCoinBalance();
  return (
    <>
      <BrandLink compact="always" />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {authenticated && <CoinBadge coins={coins} />}
        {/* A visitor's way in stays in sight on a phone: the sign-up page, not hidden in the menu. */}
        {visitor && (
          <Button size="small" variant="contained" component={RouterLink} to={clientRoutes.signup} data-testid="header-sign-up">
            {shellTexts.app.signUp}
          </Button>
        )}
        <ProfileAvatar />
        <IconButton
          color="inherit"
          aria-label={shellTexts.app.openMenu}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Stack>
      <MobileDrawer open={open} onClose={() => setOpen(false)} authenticated={authenticated} visitor={visitor} coins={coins} />
    </>
  );
}
