import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { notificationsTexts } from '@fr/contracts/notifications';
import { lazyOverlay } from '../../components/lazy-part';
import { useInbox } from '../../features/notifications/components/use-inbox';

// The inbox is downloaded when the bell is first opened; the unread count on the bell needs only the query.
const NotificationsPopover = lazyOverlay(() => import('./notifications-popover').then((popover) => popover.NotificationsPopover));

/** The desktop bell (spec §2): the unread count on it, the inbox under it; opening the inbox marks it read. */
export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useInbox(anchor !== null);
  return (
    <>
      <IconButton
        aria-label={notificationsTexts.inbox.bellLabel(inbox.unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notifications-bell"
      >
        {/* No hidden "0" when all is read: text in the button that its name does not say fails WCAG 2.5.3. */}
        <Badge badgeContent={inbox.unreadCount || null} color="error" max={99} data-testid="notifications-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <NotificationsPopover open={anchor !== null} anchor={anchor} onClose={() => setAnchor(null)} inbox={inbox} />
    </>
  );
}
