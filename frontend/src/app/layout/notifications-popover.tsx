import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { InboxList } from '../../features/notifications/components/inbox-list';
import type { Inbox } from '../../features/notifications/components/use-inbox';
import { shellTexts } from '@fr/contracts/shell';

interface Props {
  open: boolean;
  onClose: () => void;
  anchor: HTMLElement | null;
  inbox: Inbox;
  /** Above the anchor for the phone's bottom tab bar; below it (the header's bell) otherwise. */
  above?: boolean;
}

/** The inbox under the desktop bell, or over the tab bar's; downloaded when a bell is first opened. */
export function NotificationsPopover({ open, onClose, anchor, inbox, above = false }: Props) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': shellTexts.notifications, sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 700 }}>
        {shellTexts.notifications}
      </Typography>
      <Divider />
      <InboxList inbox={inbox} onNavigate={onClose} />
    </Popover>
  );
}
