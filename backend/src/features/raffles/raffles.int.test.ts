import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawProofResponseSchema,
  drawStream,
  myEntriesResponseSchema,
  playerStream,
  raffleById,
  raffleHistoryResponseSchema,
  texts,
  verifyDrawProof,
  type ScoringTier,
} from '@fr/contracts';
import { startSystem, type RunningSystem } from '../../system/system';
import {
  declareEligibility,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { recordTeam } from '../../testing/team-fixtures';
import { scoreTeam, scoringTiers } from '../fantasy';

let system: TestSystem;
let clock = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const week = '2026-11-17';
/** Week 2026-11-17 ends Tuesday 2026-11-24 04:00 New York; its tickets settle after the day's correction grace. */
const afterSettlement = new Date('2026-11-25T10:00:00Z');
/** The Bronze draw those tickets enter: Wednesday 2026-11-25 at 11:59 PM New York (04:59 UTC). */
const bronzeDraw = 'nfl-bronze-2026-11-25';
const exclusiveDraw = 'exclusive-bronze-2026-11-25';
const afterBronzeClose = new Date('2026-11-26T05:00:00Z');

async function teamWithPoints(userId: string, teamId: string, currentPoints: number, tiers: readonly ScoringTier[]) {
  await recordTeam(system.services, { userId, teamId, week, currentPoints });
  await scoreTeam(system.services, userId, teamId, tiers, 'test');
}

const tick = () => system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
const runDraw = (drawId: string, jobId: string) => system.jobs.enqueueAndWait('run-draw', { drawId }, { jobId, timeoutMs: 30_000 });

async function eventsOf(stream: string) {
  return system.services.store.read(stream);
}

/** The awards of the NFL Bronze draw a player won (the same player may also win the EXCLUSIVE one). */
async function bronzePrizesWon(userId: string): Promise<string[]> {
  return (await eventsOf(playerStream(userId)))
    .filter((e) => e.type === 'PrizeWon')
    .map((e) => (e.data as { awardId: string }).awardId)
    .filter((awardId) => awardId.startsWith(`${bronzeDraw}:`));
}

async function card(client: SignedUpPlayer['client'], id: string) {
  await system.runner.catchUp();
  const { raffles } = (await client.get('/api/raffles')).json as { raffles: Array<Record<string, unknown>> };
  return raffles.find((r) => r.id === id)!;
}

describe('raffles on the ledger', () => {
  let winnerA: SignedUpPlayer;
  let playerB: SignedUpPlayer;
  let freeEntrant: SignedUpPlayer;

  it('enters a settled ticket into the next draw of its raffle and of EXCLUSIVE, never a revoked one', async () => {
    clock = new Date('2026-11-20T15:00:00Z');
    winnerA = await signUpPlayer(system, 'raf');
    playerB = await signUpPlayer(system, 'raf');
    await declareEligibility(winnerA);
    await declareEligibility(playerB);
    const tiers = await scoringTiers(system.services.pool);
    // 200 of 150 projected reaches Bronze, Silver and Gold; the second team's Silver is taken back by a correction.
    await teamWithPoints(winnerA.userId, `ta-${winnerA.userId}`, 200, tiers);
    await teamWithPoints(playerB.userId, `tb-${playerB.userId}`, 185, tiers);
    await teamWithPoints(playerB.userId, `tb-${playerB.userId}`, 170, tiers);
    await system.runner.catchUp();
    await tick();
    // Provisional tickets wait for their week to settle.
    expect(await card(winnerA.client, 'nfl-bronze')).toMatchObject({ userTickets: 0, participants: 0, active: true });

    clock = afterSettlement;
    await scoreTeam(system.services, winnerA.userId, `ta-${winnerA.userId}`, tiers, 'test');
    await scoreTeam(system.services, playerB.userId, `tb-${playerB.userId}`, tiers, 'test');
    await system.runner.catchUp();
    // The minute's scheduled tick may have entered some of them already; either way each enters once.
    await tick();
    expect(await tick()).toMatchObject({ entered: 0 });

    const bronze = await card(winnerA.client, 'nfl-bronze');
    expect(bronze).toMatchObject({ drawId: bronzeDraw, participants: 2, userTickets: 1, odds: texts.raffles.odds(2, 1) });
    expect(await card(winnerA.client, 'exclusive-bronze')).toMatchObject({ drawId: exclusiveDraw, participants: 2 });
    // Player B's Silver ticket was revoked before the week settled: no entry anywhere.
    const silver = await card(playerB.client, 'nfl-silver');
    expect(silver).toMatchObject({ userTickets: 0, participants: 1 });
    const entries = (await eventsOf(drawStream(bronzeDraw))).filter((e) => e.type === 'DrawEntryAdded');
    expect(entries.map((e) => e.eventId).sort()).toEqual(
      entries.map((e) => `entry:${bronzeDraw}:${(e.data as { entryId: string }).entryId}`).sort(),
    );
  });

  it('takes one free entry per player and period, and refuses bad input with a clear 4xx', async () => {
    const body = { acceptRules: true };
    // No free entry before the e-mail is verified (one entry per address), and the refusal changes nothing.
    const unverified = await signUpPlayer(system, 'raf');
    const unverifiedEntry = await unverified.client.post('/api/raffles/nfl-bronze/free-entry', body);
    expect([unverifiedEntry.status, unverifiedEntry.json]).toEqual([403, { error: 'forbidden', message: texts.server.verifyEmailToEnter }]);
    expect(await card(unverified.client, 'nfl-bronze')).toMatchObject({ participants: 2, userTickets: 0, freeEntryUsed: false });
    const third = await signUpVerifiedPlayer(system, 'raf');
    freeEntrant = third;
    await declareEligibility(third);
    expect((await third.client.post('/api/raffles/nfl-bronze/free-entry', body)).status).toBe(201);
    const again = await third.client.post('/api/raffles/nfl-bronze/free-entry', body);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'conflict', message: texts.server.freeEntryUsed });
    expect((await third.client.post('/api/raffles/nhl-bronze/free-entry', body)).status).toBe(404);
    expect((await third.client.post('/api/raffles/nfl-bronze/free-entry', {})).status).toBe(400);
    expect((await system.client().post('/api/raffles/nfl-bronze/free-entry', body)).status).toBe(401);
    expect((await third.client.get('/api/raffles/draws/nfl-bronze-2026-11-28x/proof')).status).toBe(404);
    expect((await third.client.get('/api/raffles/draws/nfl-silver-2026-11-25/proof')).status).toBe(404); // not a Sunday
    expect((await third.client.get('/api/raffles/nhl-gold/rules')).status).toBe(404);
    expect(await card(third.client, 'nfl-bronze')).toMatchObject({ participants: 3, userTickets: 1, freeEntryUsed: true });
    // A self-excluded player cannot enter (responsible play), and the refusal changes nothing.
    const excluded = await signUpVerifiedPlayer(system, 'raf');
    await declareEligibility(excluded);
    expect((await excluded.client.post('/api/profile/self-exclusion', { days: 7, confirm: true })).status).toBe(200);
    await system.runner.catchUp();
    const refused = await excluded.client.post('/api/raffles/nfl-silver/free-entry', body);
    expect(refused.json).toEqual({ error: 'business_rule', message: texts.server.selfExcluded });
    expect(await card(excluded.client, 'nfl-silver')).toMatchObject({ userTickets: 0, freeEntryUsed: false });
  });

  it('never shows the seed of an open draw', async () => {
    const proof = drawProofResponseSchema.parse((await system.client().get(`/api/raffles/draws/${bronzeDraw}/proof`)).json);
    expect(proof).toMatchObject({ status: 'open', seed: null, entries: [], winners: [], beaconRandomness: null });
    const { rows } = await system.services.pool.query<{ seed: string }>('SELECT seed FROM draw_seeds WHERE draw_id = $1', [bronzeDraw]);
    expect(JSON.stringify(await eventsOf(drawStream(bronzeDraw)))).not.toContain(rows[0]!.seed);
  });

  it('draws once when the draw job runs twice at once in two processes, and the proof re-computes the winner', async () => {
    clock = afterBronzeClose;
    const second: RunningSystem = await startSystem({
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_PROVIDER: 'false' },
      databaseUrl: system.database.url,
      redisUrl: null,
      port: 0,
      dataDir: system.dataDir,
      staticDir: system.config.staticDir,
      roles: { api: false, projections: false, workers: true },
    });
    second.services.now = () => clock;
    try {
      const results = await Promise.all([
        runDraw(bronzeDraw, 'a'),
        runDraw(bronzeDraw, 'b'),
        second.jobs.enqueueAndWait('run-draw', { drawId: bronzeDraw }, { jobId: 'c', timeoutMs: 30_000 }),
      ]);
      expect(results.map((r) => (r as unknown as { outcome: string }).outcome)).toEqual(['drawn', 'drawn', 'drawn']);
    } finally {
      await second.stop();
    }
    // The EXCLUSIVE draw closed at the same time. The scheduled minute tick draws it when a minute turns during the
    // test; drawing it here makes what follows the same whether one turned or not.
    expect(await runDraw(exclusiveDraw, 'exclusive')).toMatchObject({ outcome: 'drawn' });
    const events = await eventsOf(drawStream(bronzeDraw));
    expect(events.filter((e) => e.type === 'DrawClosed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'DrawCompleted')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'DrawPrizeAwarded')).toHaveLength(1);

    await system.runner.catchUp();
    const answer = await winnerA.client.get(`/api/raffles/draws/${bronzeDraw}/proof`);
    // A public proof names no player and no team (ADR 0008): entries by public ids, players by pseudonyms.
    for (const id of [winnerA.userId, playerB.userId, `ta-${winnerA.userId}`, `tb-${playerB.userId}`])
      expect(answer.text).not.toContain(id);
    const proof = drawProofResponseSchema.parse(answer.json);
    expect(proof.status).toBe('drawn');
    expect(proof.entries).toHaveLength(3);
    expect(verifyDrawProof(proof)).toMatchObject({ commitmentMatches: true, entryListMatches: true, winnersMatch: true });
    // A forged result does not verify.
    expect(verifyDrawProof({ ...proof, winners: [...proof.winners].reverse() }).winnersMatch).toBe(false);
    const awarded = events.find((e) => e.type === 'DrawPrizeAwarded')!.data as { userId: string; awardId: string };
    expect(await bronzePrizesWon(awarded.userId)).toEqual([awarded.awardId]);
  });

  it('verifies the draw from a terminal with npm run verify-draw', async () => {
    const cli = (drawId: string, ...options: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'backend/src/entrypoints/verify-draw-cli.ts', drawId, '--url', system.url, ...options],
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
        );
      });
    // The test system draws with the local demo beacon: re-computable, but only accepted when asked for.
    const verified = await cli(bronzeDraw, '--allow-local');
    expect(verified.code, verified.out).toBe(0);
    expect((await cli(bronzeDraw)).code).toBe(1);
    expect((await cli('nfl-bronze-1999-01-01')).code).toBe(2);
  });

  it('closes a period with no entries with no winner, and says so', async () => {
    expect(await runDraw('mlb-bronze-2026-11-25', 'empty')).toEqual({ outcome: 'no_entries' });
    await system.runner.catchUp();
    const proof = drawProofResponseSchema.parse((await system.client().get('/api/raffles/draws/mlb-bronze-2026-11-25/proof')).json);
    expect(proof).toMatchObject({ status: 'no_entries', winners: [], entries: [] });
    expect(proof.seed).not.toBeNull();
  });

  it('passes an unclaimed prize to the next runner-up of the same proof after its deadline', async () => {
    const first = (await eventsOf(drawStream(bronzeDraw))).find((e) => e.type === 'DrawPrizeAwarded')!.data as { userId: string };
    clock = new Date(afterBronzeClose.getTime() + 15 * 86_400_000);
    // Both Bronze prizes (NFL and EXCLUSIVE) pass their deadline unclaimed.
    expect(await system.jobs.enqueueAndWait('expire-prizes', {}, { timeoutMs: 30_000 })).toEqual({ forfeited: 2 });
    await system.runner.catchUp();
    const events = await eventsOf(drawStream(bronzeDraw));
    const completed = events.find((e) => e.type === 'DrawCompleted')!.data as { winners: string[] };
    const awards = events
      .filter((e) => e.type === 'DrawPrizeAwarded')
      .map((e) => e.data as { pick: number; entryId: string; userId: string });
    expect(awards.map((a) => a.pick)).toEqual([0, 1]);
    expect(awards[1]!.entryId).toBe(completed.winners[1]);
    expect(awards[1]!.userId).not.toBe(first.userId);
    expect((await eventsOf(playerStream(first.userId))).map((e) => e.type)).toContain('PrizeForfeited');
    expect(await bronzePrizesWon(awards[1]!.userId)).toHaveLength(1);
    // Running the job again changes nothing: the runner-up's prize is not past its own deadline.
    expect(await system.jobs.enqueueAndWait('expire-prizes', {}, { timeoutMs: 30_000 })).toEqual({ forfeited: 0 });
    const proof = drawProofResponseSchema.parse((await system.client().get(`/api/raffles/draws/${bronzeDraw}/proof`)).json);
    expect(proof.currentPick).toBe(1);
    expect(verifyDrawProof(proof).winnersMatch).toBe(true);
  });

  it('serves official rules with the free entry route and the recent winners', async () => {
    const rules = (await system.client().get('/api/raffles/nfl-bronze/rules')).json as {
      sections: Array<{ heading: string; paragraphs: string[] }>;
    };
    expect(rules.sections.map((s) => s.heading)).toEqual([
      'Sponsor',
      'Eligibility',
      'How to Enter',
      'Schedule',
      'Odds',
      'Prize',
      'Claiming a Prize',
      'Proof of Fairness',
    ]);
    expect(JSON.stringify(rules)).toContain('NO PURCHASE NECESSARY');
    const { winners } = (await system.client().get('/api/raffles/winners')).json as { winners: Array<{ name: string; drawId: string }> };
    expect(winners).toHaveLength(2);
    expect(winners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Test P.', drawId: bronzeDraw }),
        expect.objectContaining({ name: 'Test P.', drawId: exclusiveDraw }),
      ]),
    );
  });

  it("serves each raffle's past draws, winners by display name only, paged, and refuses bad input", async () => {
    // The periods before and after the drawn one end with no entries; drawn here so the scheduled tick's timing does not matter.
    for (const drawId of ['nfl-bronze-2026-11-20', 'nfl-bronze-2026-11-26'])
      expect(await runDraw(drawId, `history-${drawId}`)).toBeTruthy();
    await system.runner.catchUp();
    const history = async (query: string) => {
      const answer = await system.client().get(`/api/raffles/nfl-bronze/draws${query}`);
      expect(answer.status).toBe(200);
      for (const player of [winnerA, playerB, freeEntrant]) {
        expect(answer.text).not.toContain(player.userId);
        expect(answer.text).not.toContain(player.email);
      }
      return raffleHistoryResponseSchema.parse(answer.json);
    };
    const first = await history('?pageSize=2');
    expect(first).toMatchObject({ raffleId: 'nfl-bronze', raffleName: raffleById('nfl-bronze')!.name, page: 1, pageSize: 2, total: 3 });
    const prize = raffleById('nfl-bronze')!.prize.title;
    expect(first.draws).toEqual([
      expect.objectContaining({ drawId: 'nfl-bronze-2026-11-26', status: 'no_entries', entryCount: 0, winner: null, prize }),
      // The runner-up holds the prize since the winner's went unclaimed; every test player is "Test P.".
      expect.objectContaining({
        drawId: bronzeDraw,
        status: 'drawn',
        entryCount: 3,
        totalTickets: 3,
        participants: 3,
        winner: 'Test P.',
        prize,
      }),
    ]);
    expect((await history('?page=2&pageSize=2')).draws.map((d) => d.drawId)).toEqual(['nfl-bronze-2026-11-20']);
    expect((await history('?page=9')).draws).toEqual([]);

    for (const bad of ['?page=0', '?page=x', '?pageSize=0', '?pageSize=51']) {
      const refused = await system.client().get(`/api/raffles/nfl-bronze/draws${bad}`);
      expect([bad, refused.status, (refused.json as { error: string }).error]).toEqual([bad, 400, 'validation_failed']);
    }
    const unknown = await system.client().get('/api/raffles/nhl-bronze/draws');
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'not_found', message: texts.server.raffleNotFound }]);
  });

  it('serves each player their own entries only, newest first and paged, with how each ended', async () => {
    const entriesOf = async (player: SignedUpPlayer, query = '') => {
      const answer = await player.client.get(`/api/raffles/entries${query}`);
      expect(answer.status).toBe(200);
      return myEntriesResponseSchema.parse(answer.json);
    };
    const ownEntries = async (userId: string) => {
      const { rows } = await system.services.pool.query<{ draw_id: string; source: string }>(
        'SELECT draw_id, source FROM raffle_entries WHERE user_id = $1',
        [userId],
      );
      return rows.map((r) => `${r.draw_id}/${r.source}`).sort();
    };
    const events = await eventsOf(drawStream(bronzeDraw));
    const { winners } = events.find((e) => e.type === 'DrawCompleted')!.data as { winners: string[] };
    const entries = events.filter((e) => e.type === 'DrawEntryAdded').map((e) => e.data as { entryId: string; userId: string });
    const ownerOf = (entryId: string) => entries.find((e) => e.entryId === entryId)!.userId;
    const outcomeIn = async (player: SignedUpPlayer) => {
      const entry = (await entriesOf(player, '?pageSize=50')).entries.find((e) => e.drawId === bronzeDraw)!;
      return { outcome: entry.outcome, prizeStatus: entry.prizeStatus };
    };
    const players = [winnerA, playerB, freeEntrant];
    for (const player of players) {
      const all = await entriesOf(player, '?pageSize=50');
      // Exactly the player's own entries: nobody else's, none missing.
      expect(all.entries.map((e) => `${e.drawId}/${e.source}`).sort()).toEqual(await ownEntries(player.userId));
      expect(all.total).toBe(all.entries.length);
      expect([...all.entries].sort((a, b) => b.addedAt.localeCompare(a.addedAt))).toEqual(all.entries);
      // The first pick forfeited its prize to the second, who holds it unclaimed; the third entry was not drawn.
      const expected =
        player.userId === ownerOf(winners[0]!)
          ? { outcome: 'forfeited', prizeStatus: null }
          : player.userId === ownerOf(winners[1]!)
            ? { outcome: 'won', prizeStatus: 'pending' }
            : { outcome: 'not_won', prizeStatus: null };
      expect(await outcomeIn(player)).toEqual(expected);
      // A query naming another player changes nothing.
      expect(await entriesOf(player, `?pageSize=50&userId=${players.find((p) => p !== player)!.userId}`)).toEqual(all);
    }
    const free = (await entriesOf(freeEntrant)).entries.find((e) => e.drawId === bronzeDraw)!;
    expect(free).toMatchObject({ source: 'free', tickets: 1, raffleId: 'nfl-bronze', prize: raffleById('nfl-bronze')!.prize.title });

    const all = await entriesOf(winnerA, '?pageSize=50');
    expect(all.total).toBeGreaterThan(2);
    expect((await entriesOf(winnerA, '?page=2&pageSize=1')).entries).toEqual([all.entries[1]]);
    for (const bad of ['?page=0', '?pageSize=100', '?page=-1'])
      expect((await winnerA.client.get(`/api/raffles/entries${bad}`)).status).toBe(400);
    expect((await system.client().get('/api/raffles/entries')).status).toBe(401);
  });
});
