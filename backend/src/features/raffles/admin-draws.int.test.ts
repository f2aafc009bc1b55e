import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  DRAW_TICK_PATTERN,
  DRAW_TIME_ZONE,
  adminDrawsResponseSchema,
  drawPeriodAt,
  drawStream,
  raffleById,
  seedCommitment,
  texts,
  type AdminDrawsResponse,
  type DomainEvent,
} from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import {
  declareEligibility,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { eventIdFor } from '../../write/event-ids';
import { createBeacon } from './beacon/create-beacon';
import { seedFor } from './draw-seeds';
import { drawNowFromCommandLine } from '.';

let system: TestSystem;
const callers = new Map<string, TestClient>();
let winner: SignedUpPlayer;

beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  callers.set('anonymous', system.client());
  callers.set('player', (await signUpPlayer(system, 'drw')).client);
  for (const role of ['auditor', 'finance', 'admin'] as const) callers.set(role, (await signInAdmin(system, role)).client);
  winner = await signUpVerifiedPlayer(system, 'drw');
  await declareEligibility(winner);
});
afterAll(async () => {
  await system?.close();
});

const caller = (name: string) => callers.get(name)!;

async function monitor(): Promise<AdminDrawsResponse> {
  await system.services.waitForAllCommitted();
  const response = await caller('auditor').get('/api/admin/draws');
  expect(response.status).toBe(200);
  return adminDrawsResponseSchema.parse(response.json);
}

const raffleRow = async (raffleId: string) => (await monitor()).raffles.find((r) => r.raffleId === raffleId)!;

const verifyDraw = (drawId: string) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'backend/src/entrypoints/verify-draw-cli.ts', drawId, '--url', system.url, '--allow-local'],
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });

describe('the draw monitor', () => {
  it('lets the admin and the auditor read it, and only the admin act', async () => {
    const got: Record<string, number> = {};
    for (const name of ['anonymous', 'player', 'finance', 'auditor', 'admin'])
      got[name] = (await caller(name).get('/api/admin/draws')).status;
    expect(got).toEqual({ anonymous: 401, player: 401, finance: 403, auditor: 200, admin: 200 });
    const body = { drawId: 'mlb-gold-2026-11-30' };
    for (const name of ['finance', 'auditor']) {
      expect((await caller(name).post('/api/admin/draws/mlb-gold/draw-now', body)).status).toBe(403);
      expect((await caller(name).post('/api/admin/draws/runs/mlb-gold-2026-11-30/retry')).status).toBe(403);
    }
  });

  it("shows every raffle's open period with its entries and beacon round, and refuses bad input with a clear 4xx", async () => {
    expect((await winner.client.post('/api/raffles/mlb-gold/free-entry', { acceptRules: true })).status).toBe(201);
    const body = await monitor();
    expect(body.drawNowAllowed).toBe(true);
    expect(body.raffles).toHaveLength(16);
    const row = body.raffles.find((r) => r.raffleId === 'mlb-gold')!;
    expect(row).toMatchObject({ raffleName: raffleById('mlb-gold')!.name, entryCount: 1, totalTickets: 1, beaconState: 'waiting' });
    expect(row.beaconRound).toBeGreaterThan(0);
    expect(Date.parse(row.beaconRoundAt!)).toBeGreaterThan(Date.parse(row.closesAt));
    expect(body.jobs.map((j) => j.job)).toEqual(expect.arrayContaining(['draw-tick', 'expire-prizes']));

    const admin = caller('admin');
    expect((await admin.post('/api/admin/draws/nhl-gold/draw-now', { drawId: 'nhl-gold-2026-11-30' })).status).toBe(404);
    expect((await admin.post('/api/admin/draws/mlb-gold/draw-now', { drawId: 'nfl-gold-2026-11-30' })).status).toBe(404);
    expect((await admin.post('/api/admin/draws/mlb-gold/draw-now', {})).status).toBe(400);
    const past = drawPeriodAt(raffleById('mlb-gold')!, new Date(Date.parse(row.opensAt) - 1000)).drawId;
    const notOpen = await admin.post('/api/admin/draws/mlb-gold/draw-now', { drawId: past });
    expect([notOpen.status, notOpen.json]).toEqual([409, { error: 'conflict', message: texts.server.drawNowNotCurrent }]);
    expect((await admin.post(`/api/admin/draws/runs/${row.drawId}/retry`)).status).toBe(409);
    expect((await admin.post('/api/admin/draws/runs/forged/retry')).status).toBe(404);
  });

  it('draws now once, with a proof the verifier accepts, the winner by name and the admin in the audit trail', async () => {
    const before = await raffleRow('mlb-gold');
    const drawNow = () => caller('admin').post('/api/admin/draws/mlb-gold/draw-now', { drawId: before.drawId });
    const [first, second] = [await drawNow(), await drawNow()];
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ drawId: before.drawId, outcome: 'drawn', message: texts.server.drawNowDrawn(before.drawId) });
    expect(second.json).toMatchObject({ drawId: before.drawId, outcome: 'already_drawn' });
    const events = await system.services.store.read(drawStream(before.drawId));
    expect(events.filter((e) => e.type === 'DrawCompleted')).toHaveLength(1);
    expect(events.find((e) => e.type === 'DrawClosed')!.data).toMatchObject({ closedEarly: { beaconRound: expect.any(Number) } });

    const verified = await verifyDraw(before.drawId);
    expect(verified.code, verified.out).toBe(0);

    const after = await raffleRow('mlb-gold');
    expect(after.drawId).not.toBe(before.drawId);
    expect(after.entryCount).toBe(0);
    expect(after.lastDraws[0]).toMatchObject({
      drawId: before.drawId,
      status: 'drawn',
      entryCount: 1,
      winner: { kind: 'player', id: winner.userId, email: winner.email },
      proofPath: `/raffles/draws/${before.drawId}`,
    });
    // The free entry the player already used was for the period drawn: the next period takes a new one.
    expect((await winner.client.post('/api/raffles/mlb-gold/free-entry', { acceptRules: true })).json).toMatchObject({
      drawId: after.drawId,
    });
    // Players see the period that takes entries now, on the card and in the rules, not the one drawn early.
    const shown = async () => {
      await system.runner.catchUp();
      const cards = (await winner.client.get('/api/raffles')).json as { raffles: { id: string; drawId: string; freeEntryUsed: boolean }[] };
      const rules = (await winner.client.get('/api/raffles/mlb-gold/rules')).json as { drawId: string };
      return { card: cards.raffles.find((r) => r.id === 'mlb-gold')!, rulesDrawId: rules.drawId };
    };
    expect(await shown()).toEqual({
      card: expect.objectContaining({ drawId: after.drawId, freeEntryUsed: true }),
      rulesDrawId: after.drawId,
    });
    // Drawn early again: the monitor and the card move on past both periods.
    expect((await caller('admin').post('/api/admin/draws/mlb-gold/draw-now', { drawId: after.drawId })).json).toMatchObject({
      outcome: 'drawn',
    });
    const third = await raffleRow('mlb-gold');
    expect([before.drawId, after.drawId]).not.toContain(third.drawId);
    expect(await shown()).toEqual({
      card: expect.objectContaining({ drawId: third.drawId, freeEntryUsed: false }),
      rulesDrawId: third.drawId,
    });

    const audit = await caller('auditor').get('/api/admin/audit');
    expect(JSON.stringify(audit.json)).toContain(before.drawId);
  });

  it('is refused in production', async () => {
    const production = { ...system.services, config: { ...system.services.config, env: 'production' as const } };
    const refused = await drawNowFromCommandLine(production, 'nba-silver', null, 'test').catch((error: Error) => error);
    expect(refused).toMatchObject({ code: 'forbidden', message: texts.server.drawNowRefusedInProduction });
  });

  it('shows a failed draw run with its error, retries it, and records every job run', async () => {
    // The minute's draw tick would run this draw too (it runs every due draw) and race the runs this test counts: it
    // is held off (its schedule moved to a day that does not come during the test) and put back at the end.
    const neverDuringTest = { pattern: '0 0 1 1 *', tz: 'UTC' };
    await system.jobs.schedule('draw-tick', neverDuringTest, {});
    onTestFinished(() => system.jobs.schedule('draw-tick', { pattern: DRAW_TICK_PATTERN, tz: DRAW_TIME_ZONE }, {}));
    // Moving the schedule drops the next tick but not one already running, which could still find this draw due and
    // run it beside the test's job (CI saw 10 attempts for 5). Ticks run one at a time, so once a tick queued now has
    // finished, none started before it is still running.
    await system.jobs.enqueueAndWait('draw-tick', {}, { jobId: `test-barrier:${randomUUID()}`, timeoutMs: 60_000 });
    // A period that ended days ago, opened with a seed that the seed store then lost (restored from an old backup).
    const period = drawPeriodAt(raffleById('nba-bronze')!, new Date(Date.now() - 5 * 86_400_000));
    const seed = await seedFor(system.services.pool, period.drawId);
    const beacon = createBeacon(system.services.config, system.services.pool);
    const info = await beacon.info();
    const opened = {
      drawId: period.drawId,
      raffleId: 'nba-bronze',
      opensAt: period.opensAt.toISOString(),
      closesAt: period.closesAt.toISOString(),
      prizeId: raffleById('nba-bronze')!.prize.id,
      seedCommitment: seedCommitment(seed),
      beacon: info,
      beaconRound: beacon.roundAfter(period.closesAt, info),
    };
    await system.services.store.append(drawStream(period.drawId), [
      { eventId: eventIdFor(`opened:${period.drawId}`), type: 'DrawOpened', data: opened as DomainEvent['data'] },
    ]);
    await system.services.pool.query('UPDATE draw_seeds SET seed = $2 WHERE draw_id = $1', [period.drawId, 'cd'.repeat(32)]);

    const late = (await monitor()).issues.find((i) => i.drawId === period.drawId);
    expect(late).toMatchObject({ late: true, error: null, attempts: 0 });

    const jobId = `test-run:${period.drawId}`;
    await expect(system.jobs.enqueueAndWait('run-draw', { drawId: period.drawId }, { jobId, timeoutMs: 60_000 })).rejects.toThrow(
      /does not match the commitment/,
    );
    const failed = await monitor();
    expect(failed.issues.find((i) => i.drawId === period.drawId)).toMatchObject({
      late: true,
      error: expect.stringMatching(/does not match the commitment/),
      attempts: 5,
    });
    expect(failed.jobs.find((j) => j.job === 'run-draw')).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/commitment/) });

    await system.services.pool.query('UPDATE draw_seeds SET seed = $2 WHERE draw_id = $1', [period.drawId, seed]);
    // The retry's job id names the minute on the system's clock: held still here, so the test names the same job.
    const realNow = system.services.now;
    const asked = realNow();
    system.services.now = () => asked;
    const retry = await caller('admin').post(`/api/admin/draws/runs/${period.drawId}/retry`);
    system.services.now = realNow;
    expect([retry.status, retry.json]).toEqual([202, { drawId: period.drawId, message: texts.server.drawRetryQueued(period.drawId) }]);
    // Waits for the queued retry (the same job id while it is pending; run once more after, which draws nothing new).
    const minute = asked.toISOString().slice(0, 16);
    const retryJob = { jobId: `run-draw:${period.drawId}:retry:${minute}`, timeoutMs: 60_000 };
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId: period.drawId }, retryJob)).toEqual({ outcome: 'no_entries' });

    const done = await monitor();
    expect(done.issues.find((i) => i.drawId === period.drawId)).toBeUndefined();
    expect(done.raffles.find((r) => r.raffleId === 'nba-bronze')!.lastDraws[0]).toMatchObject({ drawId: period.drawId, winner: null });
    const runDraw = done.jobs.find((j) => j.job === 'run-draw')!;
    expect(runDraw).toMatchObject({ outcome: 'succeeded', error: null });
    expect(Date.parse(runDraw.lastFinishedAt!)).toBeGreaterThanOrEqual(Date.parse(runDraw.lastStartedAt!));
  });
});
