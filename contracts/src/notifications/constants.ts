/** The inbox behind the bell (issue 12): the kinds of notification, paging and polling; all ours (the spec fixes none). */
export const notificationKinds = [
  'ticket_earned',
  'draw_result',
  'prize_won',
  'boost_applied',
  'purchase_completed',
  'sync_finished',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** The bell's list shows the newest page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** How often the client asks for the unread count while its tab is in view. */
export const NOTIFICATIONS_POLL_MS = 30_000;
