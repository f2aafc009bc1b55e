import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { makePurchasedBoost, makeShopBoostTypes } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { json, requestsTo, routeFetch, type Answer } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ShopPage } from './shop-page';

const t = texts.shop;
const purchased = (boostType: string) => json(200, { message: 'Boost purchased!', boost: makePurchasedBoost({ boostType }), coins: 0 });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderShop(coins: number | (() => Response), routes: Record<string, Answer> = {}) {
  routeFetch(fetchSpy(), {
    'GET /api/auth/status': json(200, { authenticated: true, configured: true, userId: 'u1' }),
    'GET /api/coins': typeof coins === 'number' ? json(200, { coins }) : coins,
    'GET /api/shop/boosts': json(200, makeShopBoostTypes()),
    ...routes,
  });
  return renderApp(<ShopPage />, { route: '/shop' });
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('shop', () => {
  it('asks visitors to log in, offers the sign-in modal and loads nothing', async () => {
    routeFetch(fetchSpy(), { 'GET /api/auth/status': json(200, { authenticated: false, configured: true, userId: null }) });
    const { store } = renderApp(<ShopPage />, { route: '/shop' });
    expect(await screen.findByText(texts.app.authRequiredTitle)).toBeTruthy();
    expect(screen.getByText(texts.app.shopLoginRequired)).toBeTruthy();
    expect(requestsTo(fetchSpy(), 'GET', '/api/shop/boosts')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('gate-sign-in'));
    expect(store.getState().authModal).toEqual({ open: true, tab: 'signin' });
  });

  it('shows each category on its tab with levels, effects and costs', async () => {
    renderShop(1200);
    await screen.findByTestId('buy-performance-boost-1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t.tabs.performance, t.tabs.upgrade, t.tabs.multiplier]);
    expect(screen.getByText('Tier targets 10% easier')).toBeTruthy();
    expect(screen.getByText(`${t.reductionEffect}: Rookie 20%, Bronze 20%, Silver 20%, Gold 20%, Platinum 20%`)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.upgrade }));
    expect(screen.getByText(t.upgradeEffect('Platinum', 4))).toBeTruthy();
    expect(screen.queryByTestId('buy-performance-boost-1')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.multiplier }));
    expect(screen.getAllByTestId('level-cost').map((cost) => cost.textContent)).toEqual(['2,000 coins', '25,000 coins']);
  });

  it('buys what the balance covers and sends the player to the Bank for the rest', async () => {
    const { router } = renderShop(1200);
    await waitFor(() => expect(button('buy-performance-boost-2').textContent).toBe(t.buy));
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.multiplier }));
    const tooDear = button('buy-prize-multiplier-1');
    expect(tooDear.textContent).toBe(t.needMoreCoins);
    fireEvent.click(tooDear);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'));
    expect(router.state.location.hash).toBe('#get-more-coins');
    expect(requestsTo(fetchSpy(), 'POST', '/api/shop/purchase')).toHaveLength(0);
  });

  it('posts a boost purchase with a fresh Idempotency-Key per click and refreshes the balance', async () => {
    renderShop(5000, { 'POST /api/shop/purchase': purchased('odds_boost_10') });
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await expectToast(t.purchasedTitle, t.purchasedMessage);
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await waitFor(() => expect(requestsTo(fetchSpy(), 'POST', '/api/shop/purchase')).toHaveLength(2));
    const [first, second] = requestsTo(fetchSpy(), 'POST', '/api/shop/purchase');
    expect(await first!.json()).toEqual({ boostTypeId: 'performance-boost', level: 1 });
    expect(first!.headers.get('idempotency-key')).toMatch(uuid);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
    await waitFor(() => expect(requestsTo(fetchSpy(), 'GET', '/api/coins').length).toBeGreaterThanOrEqual(3));
  });

  it('shows "Buying..." on the clicked button and buys tier upgrades through their own route', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderShop(2000, { 'POST /api/tier-upgrades/purchase': () => new Promise<Response>((resolve) => (answer = resolve)) });
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.upgrade }));
    await waitFor(() => expect(button('buy-tier-upgrade-1').textContent).toBe(t.buy));
    fireEvent.click(button('buy-tier-upgrade-1'));
    await waitFor(() => expect(button('buy-tier-upgrade-1').textContent).toBe(t.buying));
    expect(button('buy-tier-upgrade-4').disabled).toBe(true);
    const [request] = requestsTo(fetchSpy(), 'POST', '/api/tier-upgrades/purchase');
    expect(await request!.json()).toEqual({ upgradeType: 'bronze_upgrade', cost: 1500 });
    answer(purchased('bronze_upgrade'));
    await expectToast(t.purchasedTitle, t.purchasedMessage);
  });

  it('quotes the current balance when the server says the coins do not suffice', async () => {
    let coins = 2000;
    renderShop(() => json(200, { coins }), {
      'POST /api/tier-upgrades/purchase': () => {
        coins = 300;
        return json(422, { error: 'insufficient_coins', message: texts.server.insufficientCoins });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.upgrade }));
    await waitFor(() => expect(button('buy-tier-upgrade-1').disabled).toBe(false));
    fireEvent.click(button('buy-tier-upgrade-1'));
    await expectToast(t.insufficientCoinsTitle, 'You need 1,500 coins to purchase this tier upgrade. You have 300 coins.');
  });

  it('reports other failures with the server message or the fallback', async () => {
    renderShop(5000, { 'POST /api/shop/purchase': new Response('', { status: 502 }) });
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await expectToast(t.purchaseFailedTitle, t.boostFailed);
    routeFetch(fetchSpy(), { 'POST /api/shop/purchase': json(422, { error: 'business_rule', message: texts.server.unknownBoost }) });
    await waitFor(() => expect(button('buy-performance-boost-1').disabled).toBe(false));
    fireEvent.click(button('buy-performance-boost-1'));
    await expectToast(t.purchaseFailedTitle, texts.server.unknownBoost);
  });
});
