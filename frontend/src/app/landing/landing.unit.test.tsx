import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router-dom';
import { apiRoutes } from '@fr/contracts/api-routes';
import { defaultTiers } from '@fr/contracts/fantasy';
import type { RafflesResponse, RecentWinnersResponse } from '@fr/contracts/raffles';
import { answer, holdReply, requestsTo, routeFetch } from '../../testing/fake-api';
import { useStubbedFetch } from '../../testing/stub-fetch';
import { accountsApi } from '../../api/accounts';
import { makeStore } from '../../stores/store';
import type { ViewMode } from '../../components/view-mode/view-mode';
import { AppProviders } from '../app-providers';
import { appRoutes } from '../router';
import { startApp } from '../main';
import { LandingPage } from './landing';
import { answersOf, landingReads } from './landing-reads';

const fetchSpy = useStubbedFetch();

const visitor = { authenticated: false, configured: true, userId: null };
const raffles: RafflesResponse = { raffles: [], beacon: { kind: 'local', name: 'Local demo beacon (embedded)' } };
const winners: RecentWinnersResponse['winners'] = [
  { name: 'Devin R.', prize: '$100 Cash', tier: 'Bronze', drawId: 'exclusive-bronze-2026-11-22', drawnAt: '2026-11-23T12:00:00.000Z' },
];

/**
 * An element's markup as hydration and the hand-over see it: attributes in any order. Nothing is left out: React
 * Router's `data-discover` and any id must be the same in both trees.
 */
function shape(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  return `<${node.localName} ${attributes}>${[...node.childNodes].map(shape).join('')}</${node.localName}>`;
}

/** The app's markup for `/` in a view mode, made as the build's prerender makes it (prerender.tsx), before any answer. */
async function prerenderedHome(viewMode: ViewMode): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request('http://prerender/'));
  if (context instanceof Response) throw new Error('the landing page answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders store={makeStore()} viewMode={viewMode}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return new Response(prelude).text();
}

/** The app on `/`, as main.tsx starts it: the status asked before the first render. */
function renderAppHome(viewMode: ViewMode) {
  const store = makeStore();
  void store.dispatch(accountsApi.endpoints.getAuthStatus.initiate());
  const router = createMemoryRouter(appRoutes(), { initialEntries: ['/'] });
  return render(
    <AppProviders store={store} viewMode={viewMode}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function renderLanding(viewMode: ViewMode, onSignedIn = () => undefined) {
  const reads = landingReads(onSignedIn);
  reads.status.ask();
  return render(<LandingPage reads={reads} handOver={() => undefined} viewMode={viewMode} />);
}

describe("a visitor's landing page without the app's router and store", () => {
  it("hydrates the app's prerendered markup without a mismatch, as React's development build checks it", async () => {
    for (const viewMode of ['mobile', 'desktop'] as const) {
      routeFetch(fetchSpy(), [holdReply(apiRoutes.authStatus).handler]);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = await prerenderedHome(viewMode);
      expect(container.querySelector('a[data-discover="true"]')).not.toBeNull();
      const recovered: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const reads = landingReads(() => undefined);
      reads.status.ask();
      const root = await act(async () =>
        hydrateRoot(container, <LandingPage reads={reads} handOver={() => undefined} viewMode={viewMode} />, {
          onRecoverableError: (error) => recovered.push(error),
        }),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      // A mismatched attribute is only a console error; a mismatched element or text is an error React recovers from.
      // (The server's renderer and the client's share React's contexts in this one process, which React warns of.)
      const multipleRenderers = /^Detected multiple renderers concurrently rendering the same context provider/;
      expect(consoleError.mock.calls.filter(([message]) => !multipleRenderers.test(String(message)))).toEqual([]);
      expect(recovered).toEqual([]);
      consoleError.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });

  it('renders the markup the app renders before the status answers (the prerendered page it hydrates)', () => {
    for (const viewMode of ['mobile', 'desktop'] as const) {
      routeFetch(fetchSpy(), [holdReply(apiRoutes.authStatus).handler]);
      const app = renderAppHome(viewMode);
      const landing = renderLanding(viewMode);
      expect(screen.getAllByTestId('account-loading')).toHaveLength(2);
      expect(shape(landing.container)).toBe(shape(app.container));
      app.unmount();
      landing.unmount();
    }
  });

  it('renders the markup the app renders once the answers are in (the page the app takes over in place)', async () => {
    for (const viewMode of ['mobile', 'desktop'] as const) {
      routeFetch(fetchSpy(), [
        answer(apiRoutes.authStatus, visitor),
        answer(apiRoutes.raffles, raffles),
        answer(apiRoutes.recentWinners, { winners }),
        answer(apiRoutes.tiers, defaultTiers),
      ]);
      const app = renderAppHome(viewMode);
      const landing = renderLanding(viewMode);
      await vi.waitFor(() => {
        expect(screen.getAllByTestId('recent-winner')).toHaveLength(2);
        expect(screen.getAllByTestId('tier-platinum')).toHaveLength(2);
        expect(screen.getAllByTestId('prize-pool-amount').map((amount) => amount.textContent)).toEqual(['$0', '$0']);
        expect(screen.getAllByTestId('connect-card')).toHaveLength(2);
      });
      expect(shape(landing.container)).toBe(shape(app.container));
      app.unmount();
      landing.unmount();
    }
  });

  it("asks what the app asks, the raffles for a visitor once the status is known, and leaves a signed-in player's status to the app", async () => {
    const player = { authenticated: true, configured: true, userId: 'u1' };
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authStatus, player),
      answer(apiRoutes.tiers, defaultTiers),
      answer(apiRoutes.recentWinners, { winners }),
    ]);
    const signedIn = vi.fn();
    renderLanding('desktop', signedIn);
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith(player));
    await screen.findByTestId('tier-bronze');
    // Nothing of the session is shown: the page stays as a visitor's first sees it until the app takes it over.
    expect(screen.getByTestId('account-loading')).toBeTruthy();
    expect(screen.queryByTestId('nav-sign-in')).toBeNull();
    expect(requestsTo(fetchSpy(), apiRoutes.raffles)).toHaveLength(0);
    expect(requestsTo(fetchSpy(), apiRoutes.authStatus)).toHaveLength(1);
  });

  it("is taken over by the app, which starts from the first tree's answers without asking for them again", async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authStatus, visitor),
      answer(apiRoutes.raffles, raffles),
      answer(apiRoutes.recentWinners, { winners }),
      answer(apiRoutes.tiers, defaultTiers),
    ]);
    const container = document.body.appendChild(document.createElement('div'));
    const reads = landingReads(() => undefined);
    reads.status.ask();
    const root = createRoot(container);
    act(() => root.render(<LandingPage reads={reads} handOver={() => undefined} viewMode="desktop" />));
    await screen.findByTestId('recent-winner');
    await screen.findByTestId('tier-platinum');
    const before = shape(container);
    const asked = fetchSpy().mock.calls.length;

    await act(() => startApp({ container, root, answers: answersOf(reads) }));
    // The app's markup, with the router's links, from the answers kept: no placeholder, nothing asked again.
    expect(container.querySelector('a[data-discover]')).not.toBeNull();
    expect(shape(container)).toBe(before);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByTestId('recent-winner')).toBeTruthy();
    expect(fetchSpy().mock.calls.length).toBe(asked);
    container.remove();
  });
});
