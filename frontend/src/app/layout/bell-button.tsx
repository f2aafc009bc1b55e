import type { MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { notificationsTexts } from '@fr/contracts/notifications';

interface Props {
  unreadCount: number;
  expanded: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The desktop bell's button: the unread count on it; the inbox it opens is the app's (notifications-bell.tsx). */
export function BellButton({ unreadCount, expanded, onClick }: Props) {
  return (
    <IconButton
      aria-label={notificationsTexts.inbox.bellLabel(unreadCount)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      color="inherit"
      onClick={onClick}
      data-testid="notifications-bell"
    >
      {/* No hidden "0" when all is read: text in the button that its name does not say fails WCAG 2.5.3. */}
      <Badge badgeContent={unreadCount || null} color="error" max={99} data-testid="notifications-count">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
