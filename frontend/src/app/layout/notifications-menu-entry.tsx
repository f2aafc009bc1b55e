import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { notificationsTexts } from '@fr/contracts/notifications';
import { InboxList } from '../../features/notifications/components/inbox-list';
import { useInbox } from '../../features/notifications/components/use-inbox';
import { shellTexts } from '@fr/contracts/shell';

/**
 * The mobile menu's "Notifications" (spec §2) with the unread count; it unfolds the same inbox as the desktop bell,
 * marked read as it opens. Choosing a notification goes to its screen and closes the menu like any other entry.
 */
export function NotificationsMenuEntry({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const inbox = useInbox(open);
  const count = inbox.unreadCount;
  return (
    <>
      {/* Named by its visible text ("Notifications", then the unread count), as WCAG 2.5.3 asks. */}
      <ListItemButton aria-expanded={open} onClick={() => setOpen(!open)} data-testid="menu-notifications">
        <ListItemIcon>
          <Badge
            badgeContent={count || null}
            color="error"
            max={99}
            data-testid="menu-notifications-count"
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsIcon />
          </Badge>
        </ListItemIcon>
        <ListItemText
          primary={shellTexts.notifications}
          secondary={count > 0 ? notificationsTexts.inbox.unread(count) : shellTexts.app.noNotifications}
        />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <InboxList inbox={inbox} onNavigate={onNavigate} />
      </Collapse>
    </>
  );
}
