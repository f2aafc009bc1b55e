import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MenuIcon from '@mui/icons-material/Menu';
import { texts } from '@fr/contracts/texts';
import { useCoinBalance } from '../../api/coins';
import { BrandLink } from './brand-link';
import { CoinBadge } from './coin-badge';
import { MobileMenu } from './mobile-menu';
import { ProfileAvatar } from './profile-avatar';

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { authenticated, visitor, coins } = useCoinBalance();
  return (
    <>
      <BrandLink compact="always" />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {authenticated && <CoinBadge coins={coins} />}
        <ProfileAvatar />
        <IconButton
          color="inherit"
          aria-label={texts.app.openMenu}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Stack>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <MobileMenu authenticated={authenticated} visitor={visitor} coins={coins} onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
