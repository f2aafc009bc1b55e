import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOID_STATES,
  apiRoutes,
  contestCatalogue,
  drawStream,
  eligibilityReason,
  eligibilityOn,
  isAdultOffer,
  playerStream,
  texts,
  type EligibilityResponse,
} from '@fr/contracts';
import { recordTeam } from '../../testing/team-fixtures';
import {
  declareEligibility,
  shippingAddress,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { scoreTeam, scoringTiers } from '../fantasy';
import { awardPrize } from '../prizes';

let system: TestSystem;
/** Noon in New York on 2026-11-22. */
let clock = new Date('2026-11-22T17:00:00Z');
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const freeEntry = (player: SignedUpPlayer, raffleId = 'nfl-bronze') =>
  player.client.post(`/api/raffles/${raffleId}/free-entry`, { acceptRules: true });
const eligibilityOf = async (player: SignedUpPlayer) => (await player.client.get('/api/eligibility')).json as EligibilityResponse;
const put = (player: SignedUpPlayer, body: unknown) => player.client.request('PUT', '/api/eligibility', { body });

async function eventsOf(stream: string, type: string) {
  return (await system.services.store.read(stream)).filter((e) => e.type === type);
}

/** The player's entries in a draw's stream (the draw's own record, not a read model). */
async function entriesOf(userId: string, drawId: string) {
  return (await eventsOf(drawStream(drawId), 'DrawEntryAdded')).filter((e) => (e.data as { userId: string }).userId === userId);
}

async function declared(tag: string, dateOfBirth: string, state: string): Promise<SignedUpPlayer> {
  const player = await signUpVerifiedPlayer(system, tag);
  await declareEligibility(player, { dateOfBirth, state });
  return player;
}

describe('eligibility before the first entry', () => {
  it('asks a player who never declared (403 eligibility_required), then lets the retry in once they declare', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await signUpVerifiedPlayer(system, 'elnew');
    expect(await eligibilityOf(player)).toEqual({ declaration: null, raffle: null, adultOffer: null, changes: [] });
    const asked = await freeEntry(player);
    expect([asked.status, asked.json]).toEqual([403, { error: 'eligibility_required', message: texts.server.eligibilityRequired }]);
    const answer = await put(player, { dateOfBirth: '1990-05-01', state: 'TX' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      declaration: { dateOfBirth: '1990-05-01', state: 'TX' },
      raffle: { purpose: 'raffle', eligible: true, minimumAge: 18, reason: null },
      adultOffer: { purpose: 'adult-offer', eligible: true, minimumAge: 21, reason: null },
    });
    const retried = await freeEntry(player);
    expect(retried.status).toBe(201);
    expect(await entriesOf(player.userId, (retried.json as { drawId: string }).drawId)).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await signUpPlayer(system, 'elbad');
    for (const body of [
      {},
      { dateOfBirth: '1990-05-01' },
      { dateOfBirth: '05/01/1990', state: 'TX' },
      { dateOfBirth: '2001-02-29', state: 'TX' },
      { dateOfBirth: '1990-05-01', state: 'XX' },
      { dateOfBirth: '1990-05-01', state: 'tx' },
      { dateOfBirth: '1850-01-01', state: 'TX' },
      { dateOfBirth: '2026-11-23', state: 'TX' },
    ]) {
      const refused = await put(player, body);
      expect([body, refused.status, refused.json?.error]).toEqual([body, 400, 'validation_failed']);
    }
    expect(await eventsOf(playerStream(player.userId), 'EligibilityDeclared')).toEqual([]);
    expect((await eligibilityOf(player)).declaration).toBeNull();
  });

  it.each(VOID_STATES)('refuses every entry from the void state %s, saying so in words', async (state) => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await declared('elvoid', '1980-01-01', state);
    const status = await eligibilityOf(player);
    const reason = eligibilityReason(eligibilityOn({ dateOfBirth: '1980-01-01', state }, '2026-11-22', 'raffle'), state, 'raffle');
    expect(reason).toContain(texts.eligibility.stateName(state));
    expect(status.raffle).toEqual({ purpose: 'raffle', eligible: false, minimumAge: 18, reason });
    const refused = await freeEntry(player);
    expect([refused.status, refused.json]).toEqual([403, { error: 'forbidden', message: reason }]);
    expect(await entriesOf(player.userId, 'nfl-bronze-2026-11-25')).toEqual([]);
  });

  // The day is New York's: noon on 2026-11-22.
  it.each([
    ['17 years and 364 days', '2008-11-23', 'TX', 18, false],
    ['18 today', '2008-11-22', 'TX', 18, true],
    ['18 in Alabama', '2008-11-22', 'AL', 19, false],
    ['19 in Alabama', '2007-11-22', 'AL', 19, true],
    ['18 in Nebraska', '2008-01-01', 'NE', 19, false],
    ['19 in Nebraska', '2007-01-01', 'NE', 19, true],
    ['20 in Massachusetts', '2006-01-01', 'MA', 21, false],
    ['21 in Massachusetts', '2005-11-22', 'MA', 21, true],
    ['20 in Mississippi', '2005-11-23', 'MS', 21, false],
  ] as const)('%s: %s in %s (minimum %i) may enter: %s', async (_case, dateOfBirth, state, minimumAge, allowed) => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await declared('elage', dateOfBirth, state);
    const entered = await freeEntry(player);
    if (allowed) {
      expect(entered.status).toBe(201);
    } else {
      const { raffle } = await eligibilityOf(player);
      expect(raffle).toMatchObject({ eligible: false, minimumAge });
      expect([entered.status, entered.json]).toEqual([403, { error: 'forbidden', message: raffle!.reason }]);
      expect(raffle!.reason).toContain(`at least ${minimumAge} to enter raffles in ${texts.eligibility.stateName(state)}`);
    }
  });

  it('counts a February 29 birthday a year older on March 1 of a non-leap year, not on February 28', async () => {
    clock = new Date('2026-02-28T17:00:00Z');
    const player = await declared('elleap', '2008-02-29', 'TX');
    expect((await eligibilityOf(player)).raffle).toMatchObject({ eligible: false, minimumAge: 18 });
    expect((await freeEntry(player)).status).toBe(403);
    clock = new Date('2026-03-01T17:00:00Z');
    expect((await eligibilityOf(player)).raffle).toMatchObject({ eligible: true });
    expect((await freeEntry(player)).status).toBe(201);
  });
});

describe('changes after the first declaration', () => {
  it('records each change as one event with what changed, lists it, and checks the next entry again', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await declared('elmove', '1990-05-01', 'CA');
    const entered = await freeEntry(player, 'nfl-bronze');
    expect(entered.status).toBe(201);
    const drawId = (entered.json as { drawId: string }).drawId;

    // The same values again change nothing; a move to a void state is recorded with the state before it.
    await declareEligibility(player, { dateOfBirth: '1990-05-01', state: 'CA' });
    await declareEligibility(player, { dateOfBirth: '1990-05-01', state: 'NY' });
    await declareEligibility(player, { dateOfBirth: '1991-05-01', state: 'NY' });
    const events = await eventsOf(playerStream(player.userId), 'EligibilityDeclared');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ state: 'CA', previousState: null, dateOfBirthChanged: false }),
      expect.objectContaining({ state: 'NY', previousState: 'CA', dateOfBirthChanged: false }),
      expect.objectContaining({ state: 'NY', previousState: 'NY', dateOfBirthChanged: true, dateOfBirth: '1991-05-01' }),
    ]);
    const status = await eligibilityOf(player);
    expect(status.changes.map((c) => [c.previousState, c.state, c.dateOfBirthChanged])).toEqual([
      [null, 'CA', false],
      ['CA', 'NY', false],
      ['NY', 'NY', true],
    ]);
    expect(status.raffle).toMatchObject({ eligible: false });
    // The player's Activity Log shows each change too.
    await system.runner.catchUp();
    const activity = (await player.client.get('/api/profile/activity')).json as { items: Array<{ kind: string; cause: string }> };
    expect(activity.items.filter((i) => i.kind === 'eligibility').map((i) => i.cause)).toEqual(
      expect.arrayContaining([texts.server.activity.eligibility('CA', 'NY', false), texts.server.activity.eligibility('NY', 'NY', true)]),
    );

    // The next entry is refused; the entry made while eligible stays in its draw (the claim checks again, prizes tests).
    expect((await freeEntry(player, 'nfl-silver')).status).toBe(403);
    expect(await entriesOf(player.userId, drawId)).toHaveLength(1);
  });

  it('never writes the date of birth into the log in clear', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await declared('elseal', '1987-03-14', 'TX');
    const { rows } = await system.services.pool.query<{ data: string }>(
      `SELECT data::text AS data FROM es_events WHERE type = 'EligibilityDeclared' AND stream_id = $1`,
      [playerStream(player.userId)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).not.toContain('1987-03-14');
    expect(rows[0]!.data).toContain('pii:v1:');
    expect((await eligibilityOf(player)).declaration?.dateOfBirth).toBe('1987-03-14');
  });
});

describe('tickets and draws', () => {
  const week = '2026-11-17';
  const tick = () => system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });

  it("enters a ticket only once its player declared and is eligible; an ineligible player's ticket stays theirs, unentered", async () => {
    clock = new Date('2026-11-20T15:00:00Z');
    const undeclared = await signUpPlayer(system, 'eltk');
    const voidState = await signUpPlayer(system, 'eltk');
    await declareEligibility(voidState, { dateOfBirth: '1980-01-01', state: 'FL' });
    const tiers = await scoringTiers(system.services.pool);
    for (const player of [undeclared, voidState]) {
      await recordTeam(system.services, { userId: player.userId, teamId: `t-${player.userId}`, week, currentPoints: 170 });
      await scoreTeam(system.services, player.userId, `t-${player.userId}`, tiers, 'test');
    }
    // After the week settled (Tuesday 04:00 New York and the day's grace).
    clock = new Date('2026-11-25T10:00:00Z');
    for (const player of [undeclared, voidState]) await scoreTeam(system.services, player.userId, `t-${player.userId}`, tiers, 'test');
    await system.runner.catchUp();
    await tick();
    for (const player of [undeclared, voidState]) {
      expect(await entriesOf(player.userId, 'nfl-bronze-2026-11-25')).toEqual([]);
      // Still earned and shown.
      const tickets = (await player.client.get('/api/raffle-tickets')).json?.tickets as unknown[];
      expect(tickets.length).toBeGreaterThan(0);
    }

    // Declared (and eligible) within the entry window: the next tick enters the waiting ticket.
    await declareEligibility(undeclared);
    await system.runner.catchUp();
    await tick();
    expect(await entriesOf(undeclared.userId, 'nfl-bronze-2026-11-25')).toHaveLength(1);
    expect(await entriesOf(voidState.userId, 'nfl-bronze-2026-11-25')).toEqual([]);
  });
});

describe('partner offers marked 21+', () => {
  const adult = contestCatalogue.find((c) => isAdultOffer(c.id))!;
  const other = contestCatalogue.find((c) => !isAdultOffer(c.id) && c.affiliateUrl.startsWith('http'))!;
  const click = (player: SignedUpPlayer, contest: typeof adult) =>
    player.client.post('/api/track-affiliate-click', {
      platform: contest.platform,
      contestId: contest.id,
      affiliateUrl: contest.affiliateUrl,
    });

  it('asks first, refuses a player under 21 in words, and opens the offer for 21 and over', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await signUpPlayer(system, 'el21');
    expect((await click(player, other)).status).toBe(200);
    const asked = await click(player, adult);
    expect([asked.status, asked.json?.error]).toEqual([403, 'eligibility_required']);
    await declareEligibility(player, { dateOfBirth: '2005-11-23', state: 'TX' });
    const refused = await click(player, adult);
    expect([refused.status, refused.json]).toEqual([
      403,
      { error: 'forbidden', message: 'This partner offer is for players 21 or older.' },
    ]);
    expect((await eligibilityOf(player)).raffle).toMatchObject({ eligible: true });
    await declareEligibility(player, { dateOfBirth: '2005-11-22', state: 'TX' });
    expect((await click(player, adult)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('erases the declaration, the birth date in the log and the shipping address at once', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await declared('eldel', '1985-07-04', 'TX');
    const awardId = `eldel-draw-${player.userId}:0`;
    await awardPrize(system.services, player.userId, {
      awardId,
      drawId: `eldel-draw-${player.userId}`,
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'A prize.',
      value: 250,
      type: 'physical',
      wonAt: clock.toISOString(),
      claimDeadline: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    const claimed = await player.client.post(`/api/prizes/won/${encodeURIComponent(awardId)}/claim`, {
      acceptRules: true,
      shippingAddress,
    });
    expect(claimed.status).toBe(200);
    const addresses = () =>
      system.services.pool.query('SELECT 1 FROM prize_shipping_addresses WHERE user_id = $1', [player.userId]).then((r) => r.rowCount);
    expect(await addresses()).toBe(1);

    expect((await player.client.post(apiRoutes.deleteAccount.path, { password: player.password })).status).toBe(200);
    await system.runner.catchUp();
    expect(await addresses()).toBe(0);
    const { rows } = await system.services.pool.query('SELECT 1 FROM eligibility_declarations WHERE user_id = $1', [player.userId]);
    expect(rows).toEqual([]);
    const [event] = await eventsOf(playerStream(player.userId), 'EligibilityDeclared');
    expect(event!.data).toMatchObject({ dateOfBirth: '', state: 'TX' });
  });
});
