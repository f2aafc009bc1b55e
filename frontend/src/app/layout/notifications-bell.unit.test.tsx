import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATIONS_PAGE_SIZE, notificationsTexts, type NotificationItem } from '@fr/contracts/notifications';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, requestsTo, routeFetch } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { useStubbedFetch } from '../../testing/stub-fetch';
import { MobileMenu } from './mobile-menu';
import { NotificationsBell } from './notifications-bell';

const t = notificationsTexts.inbox;
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const purchase: NotificationItem = {
  id: 'n2',
  kind: 'purchase_completed',
  message: 'Purchase completed: 1,000 coins',
  link: '/bank',
  at: '2026-11-20T15:00:00.000Z',
  read: false,
};
const ticket: NotificationItem = {
  id: 'n1',
  kind: 'ticket_earned',
  message: 'You earned a Gold ticket for Chiefs Kingdom',
  link: '/raffles?sport=nfl&tier=gold',
  at: '2026-11-19T15:00:00.000Z',
  read: false,
};
const older: NotificationItem = { ...ticket, id: 'n0', message: 'Sync finished: 6 teams found', kind: 'sync_finished', read: true };

/** What the player marked read, in order. */
let marked: unknown[] = [];

/** A server whose inbox holds two unread notifications and one read one, until the player reads up to one. */
function serveInbox(authenticated = true) {
  marked = [];
  let items = [purchase, ticket, older];
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated, configured: true, userId: authenticated ? 'u1' : null }),
    answer(apiRoutes.coins, { coins: 1000 }),
    answer(apiRoutes.notifications, () => ({
      items,
      page: 1,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      total: items.length,
      unreadCount: items.filter((n) => !n.read).length,
    })),
    answer(apiRoutes.markNotificationsRead, async (request) => {
      const body = (await request.json()) as { upTo: string };
      marked.push(body);
      const { upTo } = body;
      const index = items.findIndex((n) => n.id === upTo);
      items = items.map((n, i) => (i >= index ? { ...n, read: true } : n));
      return { unreadCount: items.filter((n) => !n.read).length };
    }),
  ]);
}

const reads = () => requestsTo(fetchSpy(), apiRoutes.markNotificationsRead);

describe('the bell', () => {
  it('shows the unread count, and opening it lists the inbox and marks it read up to the newest', async () => {
    serveInbox();
    renderApp(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: t.bellLabel(2) });
    expect(screen.getByTestId('notifications-count').textContent).toBe('2');
    expect(reads()).toHaveLength(0);

    fireEvent.click(bell);
    const inbox = await screen.findByRole('dialog', { name: texts.notifications });
    const rows = await within(inbox).findAllByTestId('notification');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(purchase.message),
      expect.stringContaining(ticket.message),
      expect.stringContaining(older.message),
    ]);
    // What was unread when it opened stays marked as new while it is open.
    expect(rows.map((row) => row.dataset.new)).toEqual(['true', 'true', 'false']);
    expect(within(rows[0]!).getByText(t.newLabel)).toBeTruthy();
    expect(rows[1]!.getAttribute('href')).toBe(ticket.link);

    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(marked).toEqual([{ upTo: purchase.id }]);
    await screen.findByRole('button', { name: t.bellLabel(0), hidden: true });

    // Opening it again with nothing unread marks nothing.
    fireEvent.keyDown(inbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: t.bellLabel(0) }));
    const reopened = await screen.findByRole('dialog', { name: texts.notifications });
    expect((await within(reopened).findAllByTestId('notification')).map((row) => row.dataset.new)).toEqual(['false', 'false', 'false']);
    expect(reads()).toHaveLength(1);
  });

  it('goes to the screen of a notification and closes', async () => {
    serveInbox();
    const { router } = renderApp(<NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: t.bellLabel(2) }));
    const inbox = await screen.findByRole('dialog', { name: texts.notifications });
    fireEvent.click(within(inbox).getByText(ticket.message));
    expect(router.state.location.pathname + router.state.location.search).toBe(ticket.link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a visitor to sign in and asks the server nothing', async () => {
    serveInbox(false);
    renderApp(<NotificationsBell />);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.authStatus).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: texts.notifications }));
    expect(await screen.findByText(t.signInPrompt)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.notifications)).toHaveLength(0);
  });

  it('says when the inbox is empty', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
      answer(apiRoutes.notifications, { items: [], page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE, total: 0, unreadCount: 0 }),
    ]);
    renderApp(<NotificationsBell />);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.notifications)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: texts.notifications }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(reads()).toHaveLength(0);
  });
});

describe("the mobile menu's Notifications", () => {
  it('shows the unread count and unfolds the same inbox, marked read as it opens', async () => {
    serveInbox();
    let navigated = 0;
    renderApp(<MobileMenu authenticated visitor={false} coins={1000} onNavigate={() => (navigated += 1)} />, { viewMode: 'mobile' });
    // Named by what it shows (WCAG 2.5.3): "Notifications" and "2 unread"; the badge repeats the count for the eye only.
    const entry = await screen.findByRole('button', { name: `${texts.notifications} ${t.unread(2)}` });
    expect(within(entry).getByTestId('menu-notifications-count').textContent).toBe('2');

    fireEvent.click(entry);
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => row.dataset.new)).toEqual(['true', 'true', 'false']);
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(await screen.findByText(texts.app.noNotifications)).toBeTruthy();

    fireEvent.click(screen.getByText(purchase.message));
    expect(navigated).toBe(1);
  });
});
