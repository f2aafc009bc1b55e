import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch } from './fake-api';
import { useStubbedFetch } from './stub-fetch';

const fetchSpy = useStubbedFetch();

describe('the fake API', () => {
  it('answers a route with its typed body and the status the contract gives it', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.coins, { coins: 10 }), answer(apiRoutes.freeEntry, { drawId: 'd', tickets: 1 })]);
    const coins = await fetch(new Request('/api/coins'));
    expect([coins.status, await coins.json()]).toEqual([200, { coins: 10 }]);
    const entry = await fetch(new Request('/api/raffles/nfl-gold/free-entry', { method: 'POST' }));
    expect(entry.status).toBe(apiRoutes.freeEntry.status);
  });

  it('narrows a handler and a request count by path parameters, the last matching handler winning', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.claimPrize, fail(409, { error: 'conflict', message: 'any prize' })),
      answer(apiRoutes.claimPrize, fail(422, { error: 'business_rule', message: 'prize a/b' }), { prizeId: 'a/b' }),
    ]);
    expect((await fetch(new Request(`/api/prizes/won/${encodeURIComponent('a/b')}/claim`, { method: 'POST' }))).status).toBe(422);
    expect((await fetch(new Request('/api/prizes/won/other/claim', { method: 'POST' }))).status).toBe(409);
    expect(requestsTo(fetchSpy(), apiRoutes.claimPrize)).toHaveLength(2);
    expect(requestsTo(fetchSpy(), apiRoutes.claimPrize, { prizeId: 'a/b' })).toHaveLength(1);
  });

  it('sends text routes as text, a bare failure without a body, and names what nobody answers', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.exportLedger, 'at,amount\n'), answer(apiRoutes.sync, fail(502))]);
    const csv = await fetch(new Request('/api/admin/export/ledger'));
    expect([csv.headers.get('content-type'), await csv.text()]).toEqual(['text/csv', 'at,amount\n']);
    const sync = await fetch(new Request('/api/sync', { method: 'POST' }));
    expect([sync.status, await sync.text()]).toEqual([502, '']);
    const missing = await fetch(new Request('/api/teams'));
    expect([missing.status, (await missing.json()).message]).toEqual([404, expect.stringContaining('/api/teams')]);
  });

  it('refuses, at compile time, a body the route does not answer and a key that is not a contract route', () => {
    // @ts-expect-error coins is a number in the coins route's response schema
    answer(apiRoutes.coins, { coins: '10' });
    // @ts-expect-error the teams route answers teams grouped by sport, not a list
    answer(apiRoutes.teams, { teams: [] });
    // @ts-expect-error a function answering the coins route must give its body too
    answer(apiRoutes.coins, () => ({ balance: 10 }));
    // @ts-expect-error an error answer is in the spec's error format
    answer(apiRoutes.coins, fail(500, { message: 'boom' }));
    // @ts-expect-error a handler is keyed by a route of the contracts, not by a string
    answer('/api/coins', { coins: 10 });
    // @ts-expect-error the free entry route has no prizeId parameter
    requestsTo(fetchSpy(), apiRoutes.freeEntry, { prizeId: 'p' });
  });
});
