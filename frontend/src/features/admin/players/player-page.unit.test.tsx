import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import type { AdminRole } from '@fr/contracts/admin';
import type { Player360Response } from '@fr/contracts/player-360';
import { texts } from '@fr/contracts/texts';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { PlayersSection } from './players-section';

const t = texts.player360;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const at = '2026-11-20T15:00:00.000Z';
const full: Player360Response = {
  player: {
    userId: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: false,
    registeredAt: '2026-11-01T10:00:00.000Z',
    locked: true,
    lockReason: 'chargeback fraud',
    lockedAt: at,
  },
  balance: { earned: 1200, purchased: 3000, total: 4200 },
  purchases: [
    {
      purchaseId: 'sandbox_1',
      provider: 'stripe',
      coins: 2500,
      bonus: 500,
      priceCents: 2499,
      paymentRef: 'ch_3Pabc',
      testMode: false,
      completedAt: at,
    },
  ],
  teams: [
    { id: 't1', sport: 'NFL', name: 'Chiefs Kingdom', league: 'Friends', week: '2026-11-17', currentPoints: 170, projectedPoints: 150 },
  ],
  tickets: {
    earned: [{ tier: 'gold', final: 2, provisional: 1 }],
    entered: [{ raffleId: 'nfl-gold', raffleName: 'NFL Gold Raffle', earned: 2, free: 1 }],
  },
  entries: [
    {
      drawId: 'nfl-gold-2026-11-25',
      raffleId: 'nfl-gold',
      raffleName: 'NFL Gold Raffle',
      source: 'earned',
      tickets: 2,
      addedAt: at,
      closesAt: '2026-11-25T17:00:00.000Z',
      outcome: 'pending',
      prize: 'Signed jersey',
      prizeStatus: null,
    },
  ],
  entriesTotal: 30,
  prizes: [
    {
      id: 'd1:0',
      name: 'NFL Team Merchandise Pack',
      value: 250,
      type: 'physical',
      status: 'claimed',
      wonDate: at,
      claimDeadline: '2026-12-04T15:00:00.000Z',
      description: 'Jersey, cap and hoodie.',
      prizeId: 'nfl-merch-pack',
      drawId: 'd1',
      raffleId: 'nfl-bronze',
      taxDetailsRequired: false,
      shippingAddressRequired: true,
    },
  ],
  notifications: [{ id: 'n1', kind: 'prize_won', message: 'You won NFL Team Merchandise Pack', link: '/prizes', at, read: false }],
  sessions: [{ sessionId: 's1', browser: 'Firefox 130', os: 'Linux', network: '203.0.113.x', signedInAt: at, lastSeenAt: at }],
  eligibility: {
    state: 'CA',
    declaredAt: at,
    ageBand: '21-plus',
    raffle: { purpose: 'raffle', eligible: true, minimumAge: 18, reason: null },
    adultOffer: { purpose: 'adult-offer', eligible: true, minimumAge: 21, reason: null },
  },
  limits: { monthlyPurchaseLimitUsd: 100, pendingLimit: null, purchasedThisMonthUsd: 24.99, selfExcludedUntil: '2026-12-20T15:00:00.000Z' },
  ledger: {
    streamId: 'player-u1',
    explorerLink: '/admin/ledger?player=u1',
    events: [
      {
        eventId: 'e1',
        position: '000000000001',
        streamPosition: 1,
        type: 'CoinsCredited',
        label: 'Coins credited',
        recordedAt: at,
        cause: { command: null, correlationId: null, actor: null, label: null, by: null },
        coins: { amount: 1000, earned: 1000, purchased: 0, balanceAfter: 1000, earnedAfter: 1000, purchasedAfter: 0 },
      },
    ],
    total: 12,
  },
};

const show = (role: AdminRole) => renderApp(<PlayersSection role={role} />, { route: '/admin/players/u1', path: '/admin/players/*' });

describe('the player 360 page', () => {
  it('shows every area of the player: account, lots, purchase with its reference, teams, tickets, entries, claims, sessions, eligibility, limits, ledger', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminPlayer360, full, { userId: 'u1' })]);
    show('auditor');
    expect(await screen.findByRole('heading', { name: 'ada' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByTestId('player-account').textContent).toContain('chargeback fraud');
    expect(screen.getByTestId('player-balance').textContent).toContain('4,200');
    const purchase = within(screen.getByRole('table', { name: t.sections.purchases }));
    expect(purchase.getByText('ch_3Pabc')).toBeTruthy();
    expect(purchase.getByText('$24.99')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: t.sections.teams })).getByText('Chiefs Kingdom')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: t.tickets.used })).getByText('NFL Gold Raffle')).toBeTruthy();
    expect(screen.getByText(t.entries.total(1, 30))).toBeTruthy();
    expect(within(screen.getByRole('table', { name: t.sections.prizes })).getByText(texts.claim.statuses.claimed)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: t.sections.sessions })).getByText('203.0.113.x')).toBeTruthy();
    expect(screen.getByTestId('player-eligibility').textContent).toContain(t.eligibility.bands['21-plus']);
    expect(screen.getByTestId('player-limits').textContent).toContain('$100.00');
    expect(screen.getByRole('link', { name: t.ledger.open }).getAttribute('href')).toBe('/admin/ledger?player=u1');
    // Times carry their zone.
    expect(screen.getByTestId('player-account').textContent).toMatch(/UTC|GMT|[A-Z]{2,4}T/);
  });

  it('shows the auditor no action; the admin signs the player out everywhere and resends the verification e-mail', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminPlayer360, full, { userId: 'u1' }),
      answer(apiRoutes.adminSignOutEverywhere, { message: texts.server.signedOutEverywhere(1) }, { userId: 'u1' }),
      answer(apiRoutes.adminResendVerification, fail(429, { error: 'rate_limited', message: 'Too many requests' }), { userId: 'u1' }),
    ]);
    const auditor = show('auditor');
    expect(await screen.findByText(t.actions.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.actions.signOutEverywhere })).toBeNull();
    auditor.unmount();

    show('admin');
    fireEvent.click(await screen.findByRole('button', { name: t.actions.signOutEverywhere }));
    fireEvent.click(await screen.findByRole('button', { name: texts.admin.users.confirm }));
    await expectToast(t.actions.signOutEverywhere, texts.server.signedOutEverywhere(1));
    expect(requestsTo(fetchSpy(), apiRoutes.adminSignOutEverywhere, { userId: 'u1' })).toHaveLength(1);

    expect(screen.getByRole('button', { name: t.actions.unlock })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.actions.resendVerification }));
    fireEvent.click(await screen.findByRole('button', { name: texts.admin.users.confirm }));
    await expectToast(texts.admin.users.actionFailed, 'Too many requests');
  });
});

describe('the Players search', () => {
  it('links each player to their page for the roles that may open it, and opens it; finance sees names without links', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminUsers, { users: [full.player], total: 1, page: 1, pageSize: 20 }),
      answer(apiRoutes.adminPlayer360, full, { userId: 'u1' }),
    ]);
    const finance = renderApp(<PlayersSection role="finance" />, { route: '/admin/players', path: '/admin/players/*' });
    expect(await screen.findByTestId('player-ada')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ada' })).toBeNull();
    finance.unmount();

    renderApp(<PlayersSection role="auditor" />, { route: '/admin/players', path: '/admin/players/*' });
    fireEvent.click(await screen.findByRole('link', { name: 'ada' }));
    expect(await screen.findByRole('heading', { name: 'ada' })).toBeTruthy();
  });
});
