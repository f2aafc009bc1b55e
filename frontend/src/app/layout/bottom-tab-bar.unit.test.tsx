import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATIONS_PAGE_SIZE, notificationsTexts } from '@fr/contracts/notifications';
import { clientRoutes, navLinks } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, routeFetch } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { useStubbedFetch } from '../../testing/stub-fetch';
import { AppLayout } from './app-layout';
import { BottomTabBar } from './bottom-tab-bar';

const fetchSpy = useStubbedFetch();

function serve(authenticated: boolean) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated, configured: true, userId: authenticated ? 'u1' : null }),
    answer(apiRoutes.coins, { coins: 1000 }),
    answer(apiRoutes.notifications, {
      items: [
        {
          id: 'n1',
          kind: 'sync_finished',
          message: 'Sync finished: 6 teams found',
          link: '/dashboard',
          at: '2026-11-19T15:00:00.000Z',
          read: false,
        },
      ],
      page: 1,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      total: 1,
      unreadCount: 1,
    }),
    answer(apiRoutes.markNotificationsRead, { unreadCount: 0 }),
  ]);
}

describe('the bottom tab bar', () => {
  it('is a named navigation landmark with every destination of the header list, the current one marked', async () => {
    serve(true);
    renderApp(<BottomTabBar />, { route: clientRoutes.challenges, viewMode: 'mobile' });
    const bar = screen.getByRole('navigation', { name: texts.app.tabBarNav });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navLinks.map((link) => [link.label, link.path]));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Challenges']);
    expect(await within(bar).findByRole('button', { name: notificationsTexts.inbox.bellLabel(1) })).toBeTruthy();
  });

  it('goes to a destination and moves the current mark with it', async () => {
    serve(true);
    const { router } = renderApp(<BottomTabBar />, { route: clientRoutes.dashboard, viewMode: 'mobile' });
    const bar = screen.getByRole('navigation', { name: texts.app.tabBarNav });
    fireEvent.click(within(bar).getByRole('link', { name: 'Shop' }));
    expect(router.state.location.pathname).toBe(clientRoutes.shop);
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page'));
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the inbox from its bell', async () => {
    serve(true);
    renderApp(<BottomTabBar />, { viewMode: 'mobile' });
    fireEvent.click(await screen.findByRole('button', { name: notificationsTexts.inbox.bellLabel(1) }));
    const inbox = await screen.findByRole('dialog', { name: texts.notifications });
    expect(await within(inbox).findByText('Sync finished: 6 teams found')).toBeTruthy();
  });
});

describe('the layout on a phone and on a desktop', () => {
  it('shows the tab bar and a Sign Up link to the sign-up page in the visitor header on a phone', async () => {
    serve(false);
    renderApp(<AppLayout />, { viewMode: 'mobile' });
    expect(screen.getByTestId('bottom-tab-bar')).toBeTruthy();
    const signUp = await screen.findByTestId('header-sign-up');
    expect(signUp.textContent).toBe(texts.app.signUp);
    expect(signUp.getAttribute('href')).toBe(clientRoutes.signup);
  });

  it('has no tab bar on a desktop, where the header keeps its links and its Sign Up', async () => {
    serve(false);
    renderApp(<AppLayout />, { viewMode: 'desktop' });
    expect(await screen.findByTestId('nav-sign-up')).toBeTruthy();
    expect(screen.queryByTestId('bottom-tab-bar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: texts.app.tabBarNav })).toBeNull();
  });

  it('has no Sign Up in the header of a signed-in player', async () => {
    serve(true);
    renderApp(<AppLayout />, { viewMode: 'mobile' });
    await screen.findByRole('button', { name: notificationsTexts.inbox.bellLabel(1) });
    expect(screen.queryByTestId('header-sign-up')).toBeNull();
  });
});
