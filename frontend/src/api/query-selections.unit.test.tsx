import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { apiRoutes } from '@fr/contracts/api-routes';
import { defaultTiers } from '@fr/contracts/fantasy';
import { holdReply, requestsTo, routeFetch } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { useStubbedFetch } from '../testing/stub-fetch';
import { answerState } from '../lib/api';
import { useAuthStatus } from './accounts';
import { useGetTiersQuery } from './fantasy';

const fetchSpy = useStubbedFetch();

/**
 * A prerendered page hydrates and then starts its queries: a component rendered again only because a request started
 * would be rendered twice, with everything under it, in one blocking task (ADR 0021). These selections prevent that.
 */
describe('query selections', () => {
  it('answerState renders a component again when the answer comes, not when the request starts', async () => {
    const tiers = holdReply(apiRoutes.tiers);
    routeFetch(fetchSpy(), [tiers.handler]);
    const renders: (number | undefined)[] = [];
    function Probe() {
      renders.push(useGetTiersQuery(undefined, { selectFromResult: answerState }).data?.length);
      return null;
    }
    renderApp(<Probe />);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.tiers)).toHaveLength(1));
    expect(renders).toEqual([undefined]);

    tiers.settle(defaultTiers);
    await waitFor(() => expect(renders.at(-1)).toBe(defaultTiers.length));
    expect(renders).toEqual([undefined, defaultTiers.length]);
  });

  it('useAuthStatus reads a status not yet asked as loading, and renders again only with its answer', async () => {
    const status = holdReply(apiRoutes.authStatus);
    routeFetch(fetchSpy(), [status.handler]);
    const renders: boolean[] = [];
    function Probe() {
      renders.push(useAuthStatus().isLoading);
      return null;
    }
    renderApp(<Probe />);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.authStatus)).toHaveLength(1));
    // Loading from the first render: a screen that took "not loading, no answer" for a visitor would start a
    // visitor's requests, then start them again for the player the answer names.
    expect(renders).toEqual([true]);

    status.settle({ authenticated: false, configured: true, userId: null });
    await waitFor(() => expect(renders.at(-1)).toBe(false));
    expect(renders).toEqual([true, false]);
  });
});
