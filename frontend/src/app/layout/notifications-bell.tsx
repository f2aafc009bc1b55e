import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { notificationsTexts } from '@fr/contracts/notifications';
import { texts } from '@fr/contracts/texts';
import { InboxList } from '../../features/notifications/components/inbox-list';
import { useInbox } from '../../features/notifications/components/use-inbox';

/** The desktop bell (spec §2): the unread count on it, the inbox under it; opening the inbox marks it read. */
export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useInbox(anchor !== null);
  const close = () => setAnchor(null);
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
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': texts.notifications, sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
          {texts.notifications}
        </Typography>
        <Divider />
        <InboxList inbox={inbox} onNavigate={close} />
      </Popover>
    </>
  );
}
