import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { navLinks, shellTexts } from '@fr/contracts/shell';
import { usePageSources } from '../../components/page-sources';
import { BrandLink } from './brand-link';
import { CoinBadge } from './coin-badge';
import { NavLinkButton } from './nav-link-button';
import { ProfileAvatar } from './profile-avatar';
import { VisitorAuthButtons } from './visitor-auth-buttons';

export function DesktopNav() {
  const { useCoinBalance, NotificationsBell, SignOutButton } = usePageSources();
  const { authenticated, visitor, coins } = useCoinBalance();
  return (
    <>
      <BrandLink compact="when-narrow" />
      {/* When desktop mode is chosen on a narrow screen the links take a scrollable row of their own. */}
      <Box
        component="nav"
        aria-label={shellTexts.app.mainNav}
        sx={{
          display: 'flex',
          gap: 0.5,
          mx: { xs: 0, md: 3 },
          flex: { xs: '1 1 100%', md: '1 1 auto' },
          order: { xs: 3, md: 0 },
          minWidth: 0,
          overflowX: 'auto',
        }}
      >
        {navLinks.map((link) => (
          <NavLinkButton key={link.path} label={link.label} path={link.path} />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
        {authenticated && <CoinBadge coins={coins} />}
        {visitor && <VisitorAuthButtons />}
        <NotificationsBell />
        <ProfileAvatar />
        {authenticated && <SignOutButton />}
      </Stack>
    </>
  );
}
