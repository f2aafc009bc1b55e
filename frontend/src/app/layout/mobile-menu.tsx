import { NavLink, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LogoutIcon from '@mui/icons-material/Logout';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { clientRoutes, navLinks, shellTexts } from '@fr/contracts/shell';
import { formatCoins } from '../../lib/format';
import { NotificationsMenuEntry } from './notifications-menu-entry';
import { useSignOut } from './use-sign-out';
import { VisitorAuthButtons } from './visitor-auth-buttons';

interface Props {
  authenticated: boolean;
  visitor: boolean;
  coins: number | undefined;
  /** Called when an entry is chosen, so the menu closes (spec §2). */
  onNavigate: () => void;
}

const activeSx = { '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'rgba(34, 197, 94, 0.12)' } };

export function MobileMenu({ authenticated, visitor, coins, onNavigate }: Props) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Box sx={{ width: 280 }} role="presentation">
      <List component="nav" aria-label={shellTexts.app.mainNav}>
        {navLinks.map((link) => (
          <ListItemButton key={link.path} component={NavLink} to={link.path} onClick={onNavigate} sx={activeSx}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      {visitor && <VisitorAuthButtons direction="column" onOpen={onNavigate} />}
      {/* Buttons and a collapsible inbox rather than list items: a plain container, so no list holds non-items. */}
      <List component="div">
        {authenticated && (
          <ListItemButton component={RouterLink} to={clientRoutes.bank} onClick={onNavigate} data-testid="menu-coins">
            <ListItemIcon>
              <MonetizationOnIcon color="secondary" />
            </ListItemIcon>
            <ListItemText primary={`${formatCoins(coins)} ${shellTexts.coinsWord}`} />
          </ListItemButton>
        )}
        <NotificationsMenuEntry onNavigate={onNavigate} />
        {authenticated && (
          <ListItemButton
            disabled={isSigningOut}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
            data-testid="sign-out"
          >
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={shellTexts.app.signOut} />
          </ListItemButton>
        )}
      </List>
    </Box>
  );
}
