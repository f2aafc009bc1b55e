import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawRunsResponse } from '@fr/contracts';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let clock = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const status = async () => {
  await system.runner.catchUp();
  const answer = await system.client().get('/api/raffles/draw-runs');
  expect(answer.status).toBe(200);
  return answer.json as DrawRunsResponse;
};
const bronzeDraws = ['nfl', 'nba', 'mlb', 'exclusive'].map((sport) => `${sport}-bronze-2026-11-20`);

describe("the draws' system status", () => {
  it('names draws not run a quarter of an hour after their close as late, and clears once they are drawn', async () => {
    // Friday: the tick opens every raffle's period; none has closed yet.
    await system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
    expect(await status()).toEqual({ operational: true, lastDrawnAt: null, runs: [] });

    // The daily Bronze draws closed at 11:59 PM ET (04:59 UTC); a minute on, not run yet, they are due, not late.
    clock = new Date('2026-11-21T05:00:00Z');
    const due = await status();
    expect(due.operational).toBe(true);
    expect(due.runs.map((r) => [r.drawId, r.status, r.late])).toEqual(bronzeDraws.map((d) => [d, 'open', false]).sort());

    // Twenty minutes on, still not run (the draw job failing, or no worker): each is late, by name.
    clock = new Date('2026-11-21T05:20:00Z');
    const late = await status();
    expect(late.operational).toBe(false);
    expect(
      late.runs
        .filter((r) => r.late)
        .map((r) => r.raffleName)
        .sort(),
    ).toEqual(['EXCLUSIVE Bronze Raffle', 'MLB Bronze Raffle', 'NBA Bronze Raffle', 'NFL Bronze Raffle']);
    expect(late.runs.find((r) => r.raffleId === 'nfl-bronze')).toMatchObject({ closesAt: '2026-11-21T04:59:00.000Z', drawnAt: null });

    // The runs go through (no entries here): nothing is late any more.
    for (const drawId of bronzeDraws) {
      await system.jobs.enqueueAndWait('run-draw', { drawId }, { jobId: `test:${drawId}`, timeoutMs: 30_000 });
    }
    const drawn = await status();
    expect(drawn.operational).toBe(true);
    expect(drawn.runs.map((r) => [r.drawId, r.status, r.late])).toEqual(bronzeDraws.map((d) => [d, 'no_entries', false]).sort());
  });
});
