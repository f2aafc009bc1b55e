import type { MouseEvent, ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { notificationsTexts } from '@fr/contracts/notifications';
import { clientRoutes, navLinks, shellTexts } from '@fr/contracts/shell';
import { usePageSources } from '../../components/page-sources';

/** A tab's height. */
const TAB_HEIGHT_PX = 60;

/**
 * The bar's height without the phone's safe area: the tabs and the bar's 1 px top border. The layout pads the page by
 * as much, so nothing hides under it.
 */
export const TAB_BAR_HEIGHT_PX = TAB_HEIGHT_PX + 1;

/** Icons by destination; a destination added to the navigation list without one here still gets a tab. */
const icons: Partial<Record<string, ReactNode>> = {
  [clientRoutes.dashboard]: <DashboardIcon />,
  [clientRoutes.raffles]: <ConfirmationNumberIcon />,
  [clientRoutes.prizes]: <EmojiEventsIcon />,
  [clientRoutes.contests]: <SportsEsportsIcon />,
  [clientRoutes.challenges]: <FlagIcon />,
  [clientRoutes.shop]: <StorefrontIcon />,
};

/** Tabs share the width equally (eight fit a 320 px phone at 40 px each); a long label is cut with an ellipsis. */
const tabSx = {
  flex: '1 1 0',
  minWidth: 0,
  height: TAB_HEIGHT_PX,
  px: 0.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  color: 'text.secondary',
  '&[aria-current="page"]': { color: 'primary.main' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

function TabLabel({ children }: { children: string }) {
  return (
    <Typography component="span" sx={{ fontSize: '0.6875rem', lineHeight: 1.2, maxWidth: '100%' }} noWrap>
      {children}
    </Typography>
  );
}

/** The bell as the bar's last tab: the unread count on it; the inbox it opens is the app's (notifications-bell.tsx). */
export function BellTabButton({
  unreadCount,
  expanded,
  onClick,
}: {
  unreadCount: number;
  expanded: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <ButtonBase
      aria-label={notificationsTexts.inbox.bellLabel(unreadCount)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      data-testid="tab-bar-bell"
      sx={tabSx}
    >
      <Badge badgeContent={unreadCount || null} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
        <NotificationsIcon />
      </Badge>
      <TabLabel>{shellTexts.notifications}</TabLabel>
    </ButtonBase>
  );
}

/**
 * The phone's bottom tab bar (issue 22): every destination of the header's navigation list, then the bell, always
 * in reach of a thumb. Shown in the mobile view mode only. It never scrolls, so no scroll bar can make it taller
 * than the padding the layout keeps for it.
 */
export function BottomTabBar() {
  const { NavLink, BellTab } = usePageSources();
  return (
    <Paper
      component="nav"
      aria-label={shellTexts.app.tabBarNav}
      square
      elevation={8}
      data-testid="bottom-tab-bar"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <Box sx={{ display: 'flex', maxWidth: 600, mx: 'auto' }}>
        {navLinks.map((link) => (
          <ButtonBase key={link.path} component={NavLink} to={link.path} sx={tabSx} data-testid="tab-bar-link">
            {icons[link.path] ?? <TouchAppIcon />}
            <TabLabel>{link.label}</TabLabel>
          </ButtonBase>
        ))}
        <BellTab />
      </Box>
    </Paper>
  );
}
