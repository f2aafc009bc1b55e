import { useEffect, useState } from 'react';
import { NOTIFICATIONS_POLL_MS } from '@fr/contracts/notifications';
import { useSignedIn } from '../../../api/accounts';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../../../api/notifications';
import { useVisiblePolling } from '../../../hooks/use-page-visible';

const none: ReadonlySet<string> = new Set();

/**
 * The signed-in player's inbox for the bell and the mobile menu: the newest page, polled while the tab is in view
 * (never for visitors, spec §6). While the list is `open`, everything up to the newest notification is marked read,
 * including what arrives while it stays open; those that were unread stay marked as new until it closes.
 */
export function useInbox(open: boolean) {
  const authenticated = useSignedIn();
  const pollingInterval = useVisiblePolling(NOTIFICATIONS_POLL_MS);
  const query = useGetNotificationsQuery(1, { skip: !authenticated, pollingInterval });
  const [markRead] = useMarkNotificationsReadMutation();
  const [fresh, setFresh] = useState(none);
  const data = authenticated ? query.data : undefined;

  useEffect(() => {
    if (!open) {
      setFresh(none);
      return;
    }
    const newest = data?.items[0];
    if (!data || data.unreadCount === 0 || !newest) return;
    const unread = data.items.filter((n) => !n.read).map((n) => n.id);
    setFresh((current) => new Set([...current, ...unread]));
    void markRead({ upTo: newest.id });
  }, [open, data, markRead]);

  return { authenticated, query, unreadCount: data?.unreadCount ?? 0, fresh };
}

export type Inbox = ReturnType<typeof useInbox>;
