import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_OFFER_MINIMUM_AGE,
  CATEGORY_BONUS_COINS,
  CLICK_SUB_ID_PARAM,
  ULTIMATE_BONUS_COINS,
  challengeClickPath,
  challengeClickStream,
  conversionEvents,
  offeredCategories,
  offeredChallenges,
  partnerPlatforms,
  partnerSlug,
  texts,
  type Challenge,
  type ChallengeDefinition,
  type ConversionEvent,
} from '@fr/contracts';
import { conversionsOfClick } from '@fr/projections';
import { connectDemoProvider } from '../../testing/demo-connection';
import type { TestClient } from '../../testing/http-client';
import { postPartnerPostback } from '../../testing/partner-postback';
import { coinsOf, declareEligibility, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

const secretOf = (slug: string) => `${slug}-postback-secret-0123456789`;
const DAY_MS = 24 * 60 * 60 * 1000;
let system: TestSystem;
let realClock: () => Date;

beforeAll(async () => {
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      DEMO_PROVIDER: 'true',
      AFFILIATE_SECRETS: partnerPlatforms.map((p) => `${partnerSlug(p)}=${secretOf(partnerSlug(p))}`).join(','),
    },
  });
  realClock = system.services.now;
});
afterEach(() => {
  system.services.now = realClock;
});
afterAll(async () => {
  await system?.close();
});

const byId = (id: string) => offeredChallenges.find((c) => c.id === id)!;
const signupDk = byId('signup-draftkings');
const syncFanDuel = byId('sync-fanduel');

/** Opens a challenge's link as the card does (a same-origin navigation) and answers the click id it redirected with. */
async function openLink(client: TestClient, challengeId: string): Promise<{ clickId: string; location: URL }> {
  const response = await client.get(challengeClickPath(challengeId), { 'sec-fetch-site': 'same-origin' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return { clickId: location.searchParams.get(CLICK_SUB_ID_PARAM)!, location };
}

/** The event of the postback that completes a challenge of this type. */
const eventFor = (challenge: ChallengeDefinition) =>
  (Object.keys(conversionEvents) as ConversionEvent[]).find((e) => conversionEvents[e] === challenge.type)!;

/** A partner's signed postback for a click, as the partner of the challenge sends it; the read model has the click first. */
async function postback(challenge: ChallengeDefinition, subId: string, transactionId: string, overrides: object = {}) {
  const partner = partnerSlug(challenge.platform!);
  await system.runner.catchUp();
  return postPartnerPostback(
    system,
    { partner, event: eventFor(challenge), subId, transactionId, commissionCents: 1500, ...overrides },
    { secret: secretOf(partner), partner },
  );
}

async function challengesOf(client: TestClient): Promise<Challenge[]> {
  await system.runner.catchUp();
  return (await client.get('/api/gamification/challenges')).json as unknown as Challenge[];
}
const stateOf = async (client: TestClient, id: string) => {
  const challenge = (await challengesOf(client)).find((c) => c.id === id)!;
  return challenge.completed ? 'completed' : challenge.pending ? 'pending' : 'open';
};

describe('partner challenge links', () => {
  it("issue a click per player and redirect to the partner's https page with it; a repeat within 30 minutes is the same click", async () => {
    const a = await signUpPlayer(system, 'link');
    const b = await signUpPlayer(system, 'link');
    const first = await openLink(a.client, signupDk.id);
    expect(first.clickId).toMatch(/^clk_[0-9a-f]{32}$/);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(signupDk.partnerUrl!.split('?')[0]);
    expect(first.location.protocol).toBe('https:');
    expect(first.location.searchParams.get('offer')).toBe('signup');
    expect((await openLink(a.client, signupDk.id)).clickId).toBe(first.clickId);
    const other = await openLink(b.client, signupDk.id);
    expect(other.clickId).not.toBe(first.clickId);
    // Typed into the address bar (no fetch metadata, or "none") works as well.
    expect((await a.client.get(challengeClickPath(syncFanDuel.id))).status).toBe(302);

    expect(await stateOf(a.client, signupDk.id)).toBe('pending');
    expect(await stateOf(a.client, syncFanDuel.id)).toBe('pending');
    expect(await stateOf(a.client, 'signup-fanduel')).toBe('open');
    expect((await challengesOf(system.client())).every((c) => !c.pending && !c.completed)).toBe(true);
  });

  it('refuse visitors, other sites, and challenges no partner completes, recording nothing', async () => {
    expect((await system.client().get(challengeClickPath(signupDk.id))).status).toBe(401);
    const { client, userId } = await signUpPlayer(system, 'refused');
    const crossSite = await client.get(challengeClickPath(signupDk.id), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toEqual({ error: 'forbidden', message: texts.server.challengeClickCrossSite });
    expect(await system.services.store.read(challengeClickStream(userId, signupDk.id))).toEqual([]);
    for (const id of ['no-such-challenge', 'daily-checkin', 'sync-yahoo-fantasy', 'referral-friend']) {
      const response = await client.get(challengeClickPath(id), { 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ error: 'not_found', message: texts.server.challengeHasNoPartnerLink });
      expect(await system.services.store.read(challengeClickStream(userId, id))).toEqual([]);
    }
  });
});

describe('21+ partner challenges (issue 22)', () => {
  it('ask a player who never declared, refuse one under 21 with the rule, and open for one of 21; no click before', async () => {
    const adultOffer = offeredChallenges.find(
      (c) => (c.requirements.minimumAge ?? 0) >= ADULT_OFFER_MINIMUM_AGE && c.completion === 'partner_postback',
    )!;
    const player = await signUpPlayer(system, 'adult');
    const ask = await player.client.get(challengeClickPath(adultOffer.id), { 'sec-fetch-site': 'same-origin' });
    expect([ask.status, ask.json?.error]).toEqual([403, 'eligibility_required']);

    // Twenty years old, in a state where twenty is old enough for raffles: still not for a 21+ offer.
    const twenty = `${Number(realClock().toISOString().slice(0, 4)) - 20}-01-01`;
    await declareEligibility(player, { dateOfBirth: twenty, state: 'CA' });
    const under = await player.client.get(challengeClickPath(adultOffer.id), { 'sec-fetch-site': 'same-origin' });
    expect(under.status).toBe(403);
    expect(under.json?.message).toContain(String(ADULT_OFFER_MINIMUM_AGE));
    expect(await system.services.store.read(challengeClickStream(player.userId, adultOffer.id))).toEqual([]);

    await declareEligibility(player);
    expect((await openLink(player.client, adultOffer.id)).clickId).toMatch(/^clk_/);
  });
});

describe("the partner's postback for a click", () => {
  it('completes the challenge for the player of the click and credits its reward once, replays and later conversions included', async () => {
    const { client } = await signUpPlayer(system, 'convert');
    const before = await coinsOf(client);
    const { clickId } = await openLink(client, signupDk.id);
    expect((await postback(signupDk, clickId, `tx-${clickId}`)).status).toBe(200);
    expect(await coinsOf(client)).toBe(before + signupDk.coinReward);
    expect(await stateOf(client, signupDk.id)).toBe('completed');

    // The same postback again (a partner's retry), and a second conversion of the same kind: nothing more is paid.
    expect((await postback(signupDk, clickId, `tx-${clickId}`)).status).toBe(200);
    expect((await postback(signupDk, clickId, `tx2-${clickId}`)).status).toBe(200);
    expect(await coinsOf(client)).toBe(before + signupDk.coinReward);
    await system.runner.catchUp();
    expect((await conversionsOfClick(system.services.pool, clickId)).map((c) => c.conversionId)).toEqual([
      `draftkings:tx-${clickId}`,
      `draftkings:tx2-${clickId}`,
    ]);
  });

  it("completes a partner's Sync challenge on its sync postback", async () => {
    const { client } = await signUpPlayer(system, 'sync');
    const before = await coinsOf(client);
    const { clickId } = await openLink(client, syncFanDuel.id);
    expect((await postback(syncFanDuel, clickId, `tx-${clickId}`)).status).toBe(200);
    expect(await coinsOf(client)).toBe(before + syncFanDuel.coinReward);
    expect(await stateOf(client, syncFanDuel.id)).toBe('completed');
  });

  it("refuses a forged signature, an unknown click id, a player id and another partner's click, changing nothing", async () => {
    const { client, userId } = await signUpPlayer(system, 'forged');
    const before = await coinsOf(client);
    const { clickId } = await openLink(client, signupDk.id);
    await system.runner.catchUp();
    const body = { partner: 'draftkings', event: 'signup', subId: clickId, transactionId: `tx-forged-${clickId}` };
    const forged = await postPartnerPostback(system, body, { secret: 'not-the-partner-secret-0123456789' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'invalid_signature', message: texts.server.invalidSignature });
    for (const subId of ['clk_00000000000000000000000000000000', userId, clickId.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const unknown = await postback(signupDk, subId, `tx-unknown-${subId}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'not_found', message: texts.server.unknownSubId });
    }
    // The click led to DraftKings: FanDuel cannot name it, even with its own valid signature.
    expect((await postback(byId('signup-fanduel'), clickId, `tx-fanduel-${clickId}`)).status).toBe(404);
    expect(await coinsOf(client)).toBe(before);
    expect(await stateOf(client, signupDk.id)).toBe('pending');
    await system.runner.catchUp();
    expect(await conversionsOfClick(system.services.pool, clickId)).toEqual([]);
  });

  it("credits the player whose click it names, never another: a player cannot be paid for someone else's click", async () => {
    const owner = await signUpPlayer(system, 'owner');
    const other = await signUpPlayer(system, 'other');
    const [ownerBefore, otherBefore] = [await coinsOf(owner.client), await coinsOf(other.client)];
    // Both opened the link; the partner reports the owner's click only.
    const { clickId } = await openLink(owner.client, signupDk.id);
    await openLink(other.client, signupDk.id);
    expect((await postback(signupDk, clickId, `tx-${clickId}`)).status).toBe(200);
    expect(await coinsOf(owner.client)).toBe(ownerBefore + signupDk.coinReward);
    expect(await coinsOf(other.client)).toBe(otherBefore);
    expect(await stateOf(other.client, signupDk.id)).toBe('pending');
  });
});

describe('a challenge economy that can be finished', () => {
  it('serves only challenges something can complete, in the categories that have them', async () => {
    const served = await challengesOf(system.client());
    expect(served.map((c) => c.id)).toEqual(offeredChallenges.map((c) => c.id));
    expect(served.some((c) => c.type === 'referral')).toBe(false);
    expect(offeredCategories).toEqual(['daily', 'platform_signup', 'platform_sync', 'deposit', 'wager']);
    // Every partner challenge links to our click route, never to the partner directly.
    for (const challenge of served.filter((c) => !['daily', 'streak'].includes(c.type) && c.id !== 'sync-yahoo-fantasy')) {
      expect(JSON.parse(challenge.requirements).affiliateLink).toBe(challengeClickPath(challenge.id));
    }
  });

  it('reaches every category bonus and the ultimate bonus by a sync, check-ins and partner postbacks', async () => {
    const finisher = await signUpPlayer(system, 'finisher');
    const { client } = finisher;
    // The sportsbooks' offers are 21+: the finisher declared an age and state that allow them.
    await declareEligibility(finisher);
    await connectDemoProvider(client);
    expect((await client.post('/api/sync')).status).toBe(200);

    for (const challenge of offeredChallenges.filter((c) => c.completion === 'partner_postback')) {
      const { clickId } = await openLink(client, challenge.id);
      expect((await postback(challenge, clickId, `tx-${clickId}`)).status).toBe(200);
    }
    // Ninety days of check-ins in a row: the 3-, 7-, 30- and 90-day streaks, and today's check-in.
    const start = realClock().getTime();
    for (let day = 0; day < 90; day += 1) {
      system.services.now = () => new Date(start + day * DAY_MS);
      expect((await client.post('/api/gamification/daily-checkin', { timeZone: 'UTC' })).status).toBe(200);
    }
    const served = await challengesOf(client);
    expect(served.filter((c) => !c.completed).map((c) => c.id)).toEqual([]);

    const claim = (category: string) => client.post('/api/gamification/claim-category-bonus', { category });
    expect((await claim('referral')).status).toBe(422);
    for (const category of offeredCategories) {
      const response = await claim(category);
      expect(response.status).toBe(200);
      expect(response.json!.coinsAwarded).toBe(CATEGORY_BONUS_COINS);
    }
    const before = await coinsOf(client);
    const ultimate = await claim('all');
    expect(ultimate.status).toBe(200);
    expect(ultimate.json!.coinsAwarded).toBe(ULTIMATE_BONUS_COINS);
    expect(await coinsOf(client)).toBe(before + ULTIMATE_BONUS_COINS);
    expect((await claim('all')).status).toBe(422);
    // Ninety check-ins over HTTP: a loaded machine needs longer than the default.
  }, 240_000);
});
