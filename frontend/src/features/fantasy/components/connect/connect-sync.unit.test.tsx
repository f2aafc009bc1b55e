import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeTeam, teamsResponse } from '../../../../testing/fantasy-fixtures';
import { answer, fail, requestsTo, routeFetch, type Reply } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { stubFetch } from '../../../../testing/stub-fetch';
import { ConnectCard } from './connect-card';

let fetchSpy: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchSpy = stubFetch();
  document.cookie = '__csrf=token-123';
  window.sessionStorage.setItem('fantasyConnected:u1', 'true');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** Lets the sync answer travel through fetch and the store until the redirect timer is set (timers are fake). */
async function untilTimerSet() {
  await act(async () => {
    for (let i = 0; i < 200 && vi.getTimerCount() === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function clickSync(sync: Reply<typeof apiRoutes.sync>) {
  let synced = false;
  routeFetch(fetchSpy, [
    answer(apiRoutes.teams, () => teamsResponse(synced ? [makeTeam()] : [])),
    answer(apiRoutes.sync, () => {
      synced = true;
      return sync;
    }),
  ]);
  const rendered = renderApp(<ConnectCard status={{ authenticated: true, configured: true, userId: 'u1' }} />);
  const button = await screen.findByTestId('sync-button');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(button);
  await untilTimerSet();
  return rendered;
}

describe('sync from the connect card', () => {
  it('refetches the teams and goes to the dashboard 1 s after a successful sync', async () => {
    const { router } = await clickSync({ success: true, teamsFound: 1 });
    await advance(999);
    expect(router.state.location.pathname).toBe('/');
    expect(requestsTo(fetchSpy, apiRoutes.teams)).toHaveLength(2);
    await advance(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('also redirects after 1 s when the sync reports no success', async () => {
    const { router } = await clickSync({ success: false, teamsFound: 0 });
    await advance(1000);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('on a failure says so and redirects after 2 s', async () => {
    const { router } = await clickSync(fail(502, { error: 'bad_gateway', message: 'down' }));
    expect(screen.getByText(texts.sync.errorTitle)).toBeTruthy();
    expect(screen.getByText(texts.sync.errorNote)).toBeTruthy();
    await advance(1999);
    expect(router.state.location.pathname).toBe('/');
    await advance(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
