import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDrawsResponseSchema, drawStream, playerStream, texts, type FulfilmentDetailResponse } from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import {
  declareEligibility,
  shippingAddress,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';

let system: TestSystem;
let admin: SignedInAdmin;
const entrants: SignedUpPlayer[] = [];

beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  admin = await signInAdmin(system, 'admin');
  for (const tag of ['ff1', 'ff2']) {
    const player = await signUpVerifiedPlayer(system, tag);
    await declareEligibility(player);
    entrants.push(player);
  }
});
afterAll(async () => {
  await system?.close();
});

const prizePath = (awardId: string, action = '') => `/api/admin/prizes/${encodeURIComponent(awardId)}${action}`;
const eventsOf = (stream: string) => system.services.store.read(stream);
const player = (userId: string) => entrants.find((p) => p.userId === userId)!;

describe("an admin's forfeit of a won prize", () => {
  it('passes it to the next runner-up once, as the claim deadline does, refuses a delivered prize in words, and is in the audit trail', async () => {
    for (const entrant of entrants)
      expect((await entrant.client.post('/api/raffles/mlb-bronze/free-entry', { acceptRules: true })).status).toBe(201);
    await system.services.waitForAllCommitted();
    const monitor = adminDrawsResponseSchema.parse((await admin.client.get('/api/admin/draws')).json);
    const { drawId } = monitor.raffles.find((r) => r.raffleId === 'mlb-bronze')!;
    expect((await admin.client.post('/api/admin/draws/mlb-bronze/draw-now', { drawId })).json).toMatchObject({ outcome: 'drawn' });
    const [first] = (await eventsOf(drawStream(drawId)))
      .filter((e) => e.type === 'DrawPrizeAwarded')
      .map((e) => e.data as { userId: string; awardId: string });

    const forfeit = () => admin.client.post(prizePath(first!.awardId, '/forfeit'), { reason: 'Winner found ineligible' });
    const [once, twice] = [await forfeit(), await forfeit()];
    expect([once.status, twice.status]).toEqual([200, 200]);
    expect((once.json as FulfilmentDetailResponse).prize.state).toBe('forfeited');

    // The same hand-over as the expiry job's: the proof's next pick, another entrant, awarded once.
    const events = await eventsOf(drawStream(drawId));
    const completed = events.find((e) => e.type === 'DrawCompleted')!.data as { winners: string[] };
    const awards = events
      .filter((e) => e.type === 'DrawPrizeAwarded')
      .map((e) => e.data as { pick: number; entryId: string; userId: string; awardId: string });
    expect(events.filter((e) => e.type === 'DrawPrizeForfeited')).toHaveLength(1);
    expect(awards.map((a) => a.pick)).toEqual([0, 1]);
    const runnerUp = awards[1]!;
    expect(runnerUp.entryId).toBe(completed.winners[1]);
    expect(runnerUp.userId).not.toBe(first!.userId);
    const won = (await eventsOf(playerStream(runnerUp.userId))).filter((e) => e.type === 'PrizeWon');
    expect(won.map((e) => (e.data as { awardId: string }).awardId)).toEqual([runnerUp.awardId]);
    const forfeited = (await eventsOf(playerStream(first!.userId))).filter((e) => e.type === 'PrizeForfeited');
    expect(forfeited.map((e) => e.data)).toEqual([
      expect.objectContaining({ reason: 'operator', adminId: admin.admin.adminId, note: 'Winner found ineligible' }),
    ]);

    // A prize already delivered is the winner's: forfeiting it is refused in words and changes nothing.
    const claimed = await player(runnerUp.userId).client.post(`/api/prizes/won/${encodeURIComponent(runnerUp.awardId)}/claim`, {
      acceptRules: true,
      shippingAddress,
    });
    expect(claimed.status).toBe(200);
    expect((await admin.client.post(prizePath(runnerUp.awardId, '/shipped'), { carrier: 'UPS', trackingNumber: '1Z999AA1' })).status).toBe(
      200,
    );
    expect((await admin.client.post(prizePath(runnerUp.awardId, '/delivered'), {})).status).toBe(200);
    const refused = await admin.client.post(prizePath(runnerUp.awardId, '/forfeit'), { reason: 'Too late' });
    expect([refused.status, refused.json]).toEqual([
      409,
      { error: 'conflict', message: texts.server.fulfilmentWrongState('forfeited', 'delivered') },
    ]);
    expect((await eventsOf(drawStream(drawId))).filter((e) => e.type === 'DrawPrizeForfeited')).toHaveLength(1);

    await system.runner.catchUp();
    const trail = await admin.client.get(`/api/admin/audit?personId=${first!.userId}`);
    expect(trail.json?.entries).toEqual([
      expect.objectContaining({
        type: 'PrizeForfeited',
        action: 'Forfeited a prize',
        actor: expect.objectContaining({ id: admin.admin.adminId, name: admin.admin.username }),
        summary: expect.stringContaining('Reason: Winner found ineligible'),
      }),
    ]);
  });
});
