import { useState, type ComponentType, type MouseEvent } from 'react';
import { lazyOverlay } from '../../components/lazy-part';
import { useInbox } from '../../features/notifications/components/use-inbox';
import { BellButton } from './bell-button';
import { BellTabButton } from './bottom-tab-bar';

// The inbox is downloaded when a bell is first opened; the unread count on the bell needs only the query.
const NotificationsPopover = lazyOverlay(() => import('./notifications-popover').then((popover) => popover.NotificationsPopover));

interface BellProps {
  unreadCount: number;
  expanded: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A bell with the inbox: the unread count on its button, the inbox beside it; opening the inbox marks it read. */
function InboxBell({ button: Button, above = false }: { button: ComponentType<BellProps>; above?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useInbox(anchor !== null);
  return (
    <>
      <Button unreadCount={inbox.unreadCount} expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)} />
      <NotificationsPopover open={anchor !== null} anchor={anchor} onClose={() => setAnchor(null)} inbox={inbox} above={above} />
    </>
  );
}

/** The desktop bell (spec §2), the inbox under it. */
export const NotificationsBell = () => <InboxBell button={BellButton} />;
/** The tab bar's bell, the inbox over the bar. */
export const BellTab = () => <InboxBell button={BellTabButton} above />;
