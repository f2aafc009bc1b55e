import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_PAGE_SIZE, profileTexts } from '@fr/contracts/profile';
import { leaderboardTexts } from '@fr/contracts/leaderboard';
import { prizesTexts } from '@fr/contracts/prizes';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { makeActivity, makeProfile, makeSettings, makeWonPrize } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

const t = profileTexts.profile;
const claim = prizesTexts.claim;
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderProfile(routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.profile, makeProfile()),
    answer(apiRoutes.wonPrizes, { prizes: [] }),
    ...routes,
  ]);
  return renderApp(<ProfilePage />, { route: '/profile' });
}

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

describe('profile', () => {
  it('asks visitors to sign in, offers the way home and reads nothing of theirs', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null })]);
    renderApp(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText(t.authRequiredTitle)).toBeTruthy();
    expect(screen.getByText(t.authRequiredBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goHome }).getAttribute('href')).toBe('/');
    expect(requestsTo(fetchSpy(), apiRoutes.profile)).toHaveLength(0);
  });

  it('shows the header with the XP bar and six tiles, the coins tile going to the Bank', async () => {
    renderProfile();
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Devin Reyes');
    expect(screen.getByTestId('profile-avatar').textContent).toBe('DR');
    expect(screen.getByTestId('profile-email').textContent).toBe('devin@example.com');
    expect(screen.getByTestId('profile-level').textContent).toBe(t.level(4));
    const bar = screen.getByRole('progressbar', { name: t.xpLabel });
    // 8,750 XP runs from 6,000 (level 4) toward 10,000: 68.75% of the way.
    expect(bar.getAttribute('aria-valuenow')).toBe('68.75');
    expect(bar.getAttribute('aria-valuetext')).toBe(t.xp('8,750', '10,000'));
    expect(
      ['coins', 'totalPrizes', 'ticketsEarned', 'winRate', 'currentStreak', 'memberSince'].map(
        (s) => screen.getByTestId(`stat-${s}`).textContent,
      ),
    ).toEqual(['4,200', '2', '17', '12.5%', '3', 'Sep 1, 2026']);
    expect(screen.getByTestId('stat-coins-link').getAttribute('href')).toBe('/bank');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(Object.values(t.tabs));
  });

  it('lists won prizes with their status, deadline and proof, and claims a small one without tax details', async () => {
    const pending = makeWonPrize();
    const claimed = makeWonPrize({ status: 'claimed', redeemCode: 'FR-ABCD-EFGH', name: '$100 Cash', value: 100, type: 'cash' });
    let prizes = [pending, claimed];
    renderProfile([
      answer(apiRoutes.wonPrizes, () => ({ prizes })),
      answer(
        apiRoutes.claimPrize,
        () => {
          const nowClaimed = { ...pending, status: 'claimed' as const, redeemCode: 'FR-WXYZ-1234' };
          prizes = [nowClaimed, claimed];
          return { prize: nowClaimed };
        },
        { prizeId: pending.id },
      ),
    ]);
    const rows = await screen.findAllByTestId('won-prize');
    expect(rows.map((row) => row.dataset.status)).toEqual(['pending', 'claimed']);
    expect(within(rows[0]!).getByTestId('won-prize-status').textContent).toBe(claim.statuses.pending);
    expect(within(rows[0]!).getByTestId('won-prize-deadline').textContent).toMatch(/^Claim by Dec 6, 2026/);
    expect(within(rows[0]!).getByRole('link', { name: t.proof }).getAttribute('href')).toBe(`/raffles/draws/${pending.drawId}`);
    expect(within(rows[1]!).queryByRole('button', { name: claim.claimPrize })).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: claim.claimPrize }));
    const dialog = await screen.findByRole('dialog', { name: claim.dialogTitle });
    expect(within(dialog).queryByTestId('claim-tax-fields')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(claim.acceptRules));
    fireEvent.click(within(dialog).getByRole('button', { name: claim.submit }));
    await expectToast(claim.claimedTitle, claim.claimedMessage);
    const [request] = requestsTo(fetchSpy(), apiRoutes.claimPrize, { prizeId: pending.id });
    expect(await request!.json()).toEqual({ acceptRules: true });
    await waitFor(() => expect(screen.getAllByTestId('won-prize').map((row) => row.dataset.status)).toEqual(['claimed', 'claimed']));
  });

  it('asks for tax details from $600 and shows what the server refuses at its field and in a toast', async () => {
    const big = makeWonPrize({ name: 'NFL VIP Weekend Package', value: 10_000, type: 'experience', taxDetailsRequired: true });
    renderProfile([
      answer(apiRoutes.wonPrizes, { prizes: [big] }),
      answer(
        apiRoutes.claimPrize,
        fail(400, {
          error: 'validation_failed',
          message: 'Enter a 9-digit SSN or ITIN.',
          issues: [{ path: 'taxDetails.taxId', message: 'Enter a 9-digit SSN or ITIN.' }],
        }),
        { prizeId: big.id },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: claim.claimPrize }));
    const dialog = await screen.findByRole('dialog');
    const fields = within(dialog).getByTestId('claim-tax-fields');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

    fireEvent.click(within(dialog).getByLabelText(claim.acceptRules));
    fireEvent.click(within(dialog).getByRole('button', { name: claim.submit }));
    // Nothing goes out while the tax fields are empty; each says what it needs.
    await waitFor(() => expect(within(fields).getAllByText(/too small|Enter a/i).length).toBe(5));
    expect(requestsTo(fetchSpy(), apiRoutes.claimPrize, { prizeId: big.id })).toHaveLength(0);

    type(claim.legalName, 'Devin Reyes');
    type(claim.addressLine, '12 Main St');
    type(claim.city, 'Austin');
    type(claim.postalCode, '73301');
    type(claim.taxId, '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: claim.submit }));
    await expectToast(claim.failedTitle, 'Enter a 9-digit SSN or ITIN.');
    const [request] = requestsTo(fetchSpy(), apiRoutes.claimPrize, { prizeId: big.id });
    expect((await request!.json()).taxDetails).toEqual({
      legalName: 'Devin Reyes',
      addressLine: '12 Main St',
      city: 'Austin',
      postalCode: '73301',
      taxId: '123456789',
    });
    expect(within(dialog).getByLabelText(claim.taxId, { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });

  it('redeems a claimed prize from the Redemption Center', async () => {
    const claimed = makeWonPrize({ status: 'claimed', redeemCode: 'FR-ABCD-EFGH' });
    renderProfile([
      answer(apiRoutes.wonPrizes, { prizes: [makeWonPrize(), claimed] }),
      answer(apiRoutes.redeemPrize, { prize: { ...claimed, status: 'redeemed' } }, { prizeId: claimed.id }),
    ]);
    await openTab(t.tabs.redemption);
    const rows = await screen.findAllByTestId('redeemable-prize');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('redeem-code').textContent).toBe('FR-ABCD-EFGH');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: claim.redeem }));
    await expectToast(claim.redeemedTitle, claimed.name);
  });

  it('pages the Activity Log', async () => {
    renderProfile([
      answer(apiRoutes.profileActivity, (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items = page === 1 ? makeActivity(ACTIVITY_PAGE_SIZE) : makeActivity(5, ACTIVITY_PAGE_SIZE + 1);
        return { items, page, pageSize: ACTIVITY_PAGE_SIZE, total: ACTIVITY_PAGE_SIZE + 5 };
      }),
    ]);
    await openTab(t.tabs.activity);
    const items = await screen.findAllByTestId('activity-item');
    expect(items).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(within(items[0]!).getByTestId('activity-amount').textContent).toBe('+50');
    expect(items[0]!.textContent).toContain('Daily check-in 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(5));
    const [, second] = requestsTo(fetchSpy(), apiRoutes.profileActivity);
    expect(new URL(second!.url).searchParams.get('pageSize')).toBe(String(ACTIVITY_PAGE_SIZE));
  });

  it('saves settings (the leaderboard switch too), sets the purchase limit and shows a pending raise', async () => {
    let settings = makeSettings();
    renderProfile([
      answer(apiRoutes.profileSettings, () => settings),
      answer(apiRoutes.updateProfileSettings, async (request) => {
        settings = { ...settings, ...((await request.clone().json()) as object) };
        return settings;
      }),
      answer(apiRoutes.setPurchaseLimit, () => {
        settings = { ...settings, pendingLimit: { monthlyLimitUsd: 500, effectiveAt: '2026-11-23T12:00:00.000Z' } };
        return settings;
      }),
    ]);
    await openTab(t.tabs.settings);
    const s = profileTexts.settings;
    fireEvent.change(await screen.findByLabelText(s.firstName), { target: { value: 'Dev' } });
    fireEvent.click(screen.getByLabelText(s.marketing));
    fireEvent.click(screen.getByLabelText(leaderboardTexts.leaderboardSettings.showOnLeaderboard));
    fireEvent.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: texts.app.notificationsRegion })).getByText(s.saved)).toBeTruthy(),
    );
    const [saved] = requestsTo(fetchSpy(), apiRoutes.updateProfileSettings);
    expect(await saved!.json()).toEqual({
      firstName: 'Dev',
      lastName: 'Reyes',
      timeZone: 'America/New_York',
      emailPreferences: { drawResults: true, prizeUpdates: true, marketing: true },
      showOnLeaderboard: false,
    });

    expect(screen.getByTestId('purchase-limit-current').textContent).toBe(s.limitCurrent(s.limitNone));
    expect(screen.getByTestId('purchase-limit-spent').textContent).toBe(s.spentThisMonth('$14.98'));
    const amount = screen.getByLabelText(s.limitLabel) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(s.limitNone));
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: s.limitSave }));
    await waitFor(() => expect(screen.getByTestId('purchase-limit-pending').textContent).toMatch(/^Changes to \$500 on Nov 23, 2026/));
    const [limit] = requestsTo(fetchSpy(), apiRoutes.setPurchaseLimit);
    expect(await limit!.json()).toEqual({ monthlyLimitUsd: 500 });
  });

  it('starts a self-exclusion only once confirmed, then shows its end', async () => {
    let settings = makeSettings();
    renderProfile([
      answer(apiRoutes.profileSettings, () => settings),
      answer(apiRoutes.startSelfExclusion, () => {
        settings = { ...settings, selfExcludedUntil: '2099-01-31T12:00:00.000Z' };
        return settings;
      }),
    ]);
    await openTab(t.tabs.settings);
    const s = profileTexts.settings;
    const start = (await screen.findByRole('button', { name: s.exclusionStart })) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(s.exclusionLabel), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText(s.exclusionConfirm));
    fireEvent.click(start);
    await waitFor(() => expect(screen.getByTestId('self-excluded-until').textContent).toBe(s.excludedUntil('Jan 31, 2099')));
    const [request] = requestsTo(fetchSpy(), apiRoutes.startSelfExclusion);
    expect(await request!.json()).toEqual({ days: 30, confirm: true });
  });
});
