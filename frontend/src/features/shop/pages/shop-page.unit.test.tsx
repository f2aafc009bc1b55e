import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { SHOP_CONFIRM_ABOVE_COINS } from '@fr/contracts/shop';
import { makePurchasedBoost, makeShopBoostTypes } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler, type ResponseBody } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ShopPage } from './shop-page';

const t = texts.shop;
const purchased = (boostType: string) => ({ message: 'Boost purchased!', boost: makePurchasedBoost({ boostType }), coins: 0 });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

/** The Shop with `earned` earned coins and 50,000 purchased ones, which pay for no boost (decision 0015). */
function renderShop(earned: number | (() => ResponseBody<typeof apiRoutes.coinLots>), routes: Handler[] = []) {
  const lots = typeof earned === 'number' ? () => ({ earned, purchased: 50_000 }) : earned;
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.coins, () => ({ coins: lots().earned + lots().purchased })),
    answer(apiRoutes.coinLots, lots),
    answer(apiRoutes.shopBoosts, makeShopBoostTypes()),
    ...routes,
  ]);
  return renderApp(<ShopPage />, { route: '/shop' });
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

/** Every fixture level costs more than SHOP_CONFIRM_ABOVE_COINS: a click opens the confirmation, Confirm buys. */
async function confirmSpend() {
  const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
  fireEvent.click(within(dialog).getByTestId('confirm-action'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('shop', () => {
  it('asks visitors to log in, offers the sign-in modal and loads nothing', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null })]);
    const { store } = renderApp(<ShopPage />, { route: '/shop' });
    expect(await screen.findByText(texts.app.authRequiredTitle)).toBeTruthy();
    expect(screen.getByText(texts.app.shopLoginRequired)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.shopBoosts)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('gate-sign-in'));
    expect(store.getState().authModal).toEqual({ open: true, tab: 'signin' });
  });

  it('shows each category on its tab with levels, effects and costs', async () => {
    renderShop(1200);
    await screen.findByTestId('buy-performance-boost-1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      t.tabs.performance,
      t.tabs.upgrade,
      t.tabs.multiplier,
      t.tabs.style,
    ]);
    expect(screen.getAllByText(t.paidWithEarned).length).toBeGreaterThan(0);
    expect(screen.getByText('Tier targets 10% easier')).toBeTruthy();
    expect(screen.getByText(`${t.reductionEffect}: Rookie 20%, Bronze 20%, Silver 20%, Gold 20%, Platinum 20%`)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.upgrade }));
    expect(screen.getByText(t.upgradeEffect('Platinum', 4))).toBeTruthy();
    expect(screen.queryByTestId('buy-performance-boost-1')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.multiplier }));
    expect(screen.getAllByTestId('level-cost').map((cost) => cost.textContent)).toEqual(['2,000 coins', '25,000 coins']);
  });

  it('buys what the earned coins cover and sends the player to the Challenges for the rest, whatever coins were bought', async () => {
    const { router } = renderShop(1200);
    await waitFor(() => expect(button('buy-performance-boost-2').textContent).toBe(t.buy));
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.multiplier }));
    const tooDear = button('buy-prize-multiplier-1');
    expect(tooDear.textContent).toBe(t.needMoreEarnedCoins);
    fireEvent.click(tooDear);
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges'));
    expect(requestsTo(fetchSpy(), apiRoutes.shopPurchase)).toHaveLength(0);
  });

  it('posts a boost purchase with a fresh Idempotency-Key per click and refreshes the balance', async () => {
    renderShop(5000, [answer(apiRoutes.shopPurchase, purchased('odds_boost_10'))]);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await confirmSpend();
    await expectToast(t.purchasedTitle, t.purchasedMessage);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await confirmSpend();
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.shopPurchase)).toHaveLength(2));
    const [first, second] = requestsTo(fetchSpy(), apiRoutes.shopPurchase);
    expect(await first!.json()).toEqual({ boostTypeId: 'performance-boost', level: 1 });
    expect(first!.headers.get('idempotency-key')).toMatch(uuid);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.coinLots).length).toBeGreaterThanOrEqual(3));
  });

  it('shows "Buying..." on the clicked button and buys tier upgrades through their own route', async () => {
    const purchase = holdReply(apiRoutes.tierUpgradePurchase);
    renderShop(2000, [purchase.handler]);
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.upgrade }));
    await waitFor(() => expect(button('buy-tier-upgrade-1').textContent).toBe(t.buy));
    fireEvent.click(button('buy-tier-upgrade-1'));
    await confirmSpend();
    await waitFor(() => expect(button('buy-tier-upgrade-1').textContent).toBe(t.buying));
    expect(button('buy-tier-upgrade-4').disabled).toBe(true);
    const [request] = requestsTo(fetchSpy(), apiRoutes.tierUpgradePurchase);
    expect(await request!.json()).toEqual({ upgradeType: 'bronze_upgrade', cost: 1500 });
    purchase.settle(purchased('bronze_upgrade'));
    await expectToast(t.purchasedTitle, t.purchasedMessage);
  });

  it('quotes the current earned coins when the server says they do not suffice', async () => {
    let earned = 2000;
    renderShop(
      () => ({ earned, purchased: 50_000 }),
      [
        answer(apiRoutes.tierUpgradePurchase, () => {
          earned = 300;
          return fail(422, { error: 'insufficient_earned_coins', message: texts.server.needEarnedCoinsForUpgrade(1500, 300) });
        }),
      ],
    );
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.upgrade }));
    await waitFor(() => expect(button('buy-tier-upgrade-1').disabled).toBe(false));
    fireEvent.click(button('buy-tier-upgrade-1'));
    await confirmSpend();
    await expectToast(
      t.insufficientEarnedCoinsTitle,
      'You need 1,500 earned coins to purchase this tier upgrade. You have 300 earned coins; purchased coins do not pay for boosts.',
    );
  });

  it('reports other failures with the server message or the fallback', async () => {
    renderShop(5000, [answer(apiRoutes.shopPurchase, fail(502))]);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await confirmSpend();
    await expectToast(t.purchaseFailedTitle, t.boostFailed);
    routeFetch(fetchSpy(), [answer(apiRoutes.shopPurchase, fail(422, { error: 'business_rule', message: texts.server.unknownBoost }))]);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await confirmSpend();
    await expectToast(t.purchaseFailedTitle, texts.server.unknownBoost);
  });

  it('confirms a spend with the item, its price and the balance after; Cancel spends nothing', async () => {
    renderShop(1200, [answer(apiRoutes.shopPurchase, purchased('odds_boost_10'))]);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByTestId('confirm-summary').textContent).toBe(
      [
        `${t.confirmItem}Odds Boost · ${t.level(1)}`,
        `${t.confirmPrice}500 ${t.coins}`,
        `${t.confirmEarnedBalance}1,200 ${t.coins}`,
        `${t.confirmEarnedBalanceAfter}700 ${t.coins}`,
      ].join(''),
    );
    expect(within(dialog).getByTestId('confirm-action').textContent).toBe(t.confirmBuy('500'));
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy(), apiRoutes.shopPurchase)).toHaveLength(0);
  });

  it('buys a spend of SHOP_CONFIRM_ABOVE_COINS or less without asking', async () => {
    const cheap = makeShopBoostTypes();
    cheap[0]!.levels[0]!.coinCost = SHOP_CONFIRM_ABOVE_COINS;
    renderShop(1200, [answer(apiRoutes.shopBoosts, cheap), answer(apiRoutes.shopPurchase, purchased('odds_boost_10'))]);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await expectToast(t.purchasedTitle, t.purchasedMessage);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchSpy(), apiRoutes.shopPurchase)).toHaveLength(1);
  });

  it('sells frames on the Style tab for any coin and shows an owned one on the profile', async () => {
    const item = (id: 'frame-emerald' | 'frame-gold', owned: boolean, equipped = false) => ({
      id,
      name: t.styleNames[id],
      coinCost: id === 'frame-gold' ? 5000 : 500,
      owned,
      equipped,
    });
    let styles: ResponseBody<typeof apiRoutes.shopStyles> = {
      items: [item('frame-emerald', false), item('frame-gold', false)],
      equipped: null,
    };
    renderShop(
      () => ({ earned: 0, purchased: 600 }),
      [
        answer(apiRoutes.shopStyles, () => styles),
        answer(apiRoutes.styleItemPurchase, () => {
          styles = { items: [item('frame-emerald', true), item('frame-gold', false)], equipped: null };
          return { message: texts.server.stylePurchased, styles, coins: 100 };
        }),
        answer(apiRoutes.styleItemEquip, () => {
          styles = { items: [item('frame-emerald', true, true), item('frame-gold', false)], equipped: 'frame-emerald' };
          return { message: texts.server.styleEquipped, styles };
        }),
      ],
    );
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.style }));
    expect(screen.getByTestId('style-intro').textContent).toBe(t.styleIntro);
    await waitFor(() => expect(button('style-action-frame-emerald').disabled).toBe(false));
    expect(button('style-action-frame-gold').disabled).toBe(true);
    fireEvent.click(button('style-action-frame-emerald'));
    // 500 coins is above SHOP_CONFIRM_ABOVE_COINS: confirmed first, against the whole balance (any coin pays).
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByTestId('confirm-summary').textContent).toContain(`${t.confirmBalanceAfter}100 ${t.coins}`);
    await confirmSpend();
    await expectToast(t.styleBoughtTitle, t.styleNames['frame-emerald']);
    await waitFor(() => expect(button('style-action-frame-emerald').textContent).toBe(t.styleEquip));
    fireEvent.click(button('style-action-frame-emerald'));
    await waitFor(() => expect(button('style-action-frame-emerald').textContent).toBe(t.styleUnequip));
    const [bought] = requestsTo(fetchSpy(), apiRoutes.styleItemPurchase);
    expect(await bought!.json()).toEqual({ itemId: 'frame-emerald' });
    expect(bought!.headers.get('idempotency-key')).toMatch(uuid);
    const [worn] = requestsTo(fetchSpy(), apiRoutes.styleItemEquip);
    expect(await worn!.json()).toEqual({ itemId: 'frame-emerald' });
  });
});
