import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLICK_SUB_ID_PARAM,
  affiliateClickStream,
  affiliateConversionStreams,
  contestById,
  contestCatalogue,
  nextLockAt,
  secondsUntilLock,
  texts,
  type Contest,
  type PlatformAnalytics,
} from '@fr/contracts';
import { conversionsOfClick } from '@fr/projections';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { postPartnerPostback } from '../../testing/partner-postback';
import { eventIdFor } from '../../write/event-ids';
import { coinsOf, declareEligibility, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

const DRAFTKINGS_SECRET = 'draftkings-postback-secret-0123456789';
const FANDUEL_SECRET = 'fanduel-postback-secret-0123456789';
const DK_SPORTSBOOK_SECRET = 'draftkings-sportsbook-postback-secret-0123';
let system: TestSystem;
let realClock: () => Date;

beforeAll(async () => {
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      DEMO_PROVIDER: 'false',
      AFFILIATE_SECRETS: `draftkings=${DRAFTKINGS_SECRET},fanduel=${FANDUEL_SECRET},draftkings-sportsbook=${DK_SPORTSBOOK_SECRET}`,
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

const dk = contestById('dk-nfl-sunday-millionaire')!;
const raffle = contestById('fr-nfl-platinum-raffle')!;
const reported = (contest: typeof dk) => ({ platform: contest.platform, contestId: contest.id, affiliateUrl: contest.affiliateUrl });
const track = (client: TestClient, body: object) => client.post('/api/track-affiliate-click', body);

async function contests(): Promise<Contest[]> {
  return (await system.client().get('/api/contests')).json!.contests as Contest[];
}
/** Read as another visitor would, once the read models have the clicks (only the clicking browser waits for its own). */
const participantsOf = async (id: string) => {
  await system.runner.catchUp();
  return (await contests()).find((c) => c.id === id)!.participants;
};

/** The admin's platform analytics row of DraftKings. */
async function draftKingsAnalytics(admin: TestClient): Promise<PlatformAnalytics> {
  const rows = (await admin.get('/api/admin/analytics/platforms')).json as unknown as PlatformAnalytics[];
  return rows.find((p) => p.platform === 'DraftKings')!;
}

describe('the contest catalogue', () => {
  it('serves every contest with every field of the spec, and the time left by the server clock', async () => {
    const now = new Date('2026-11-17T15:00:00Z');
    system.services.now = () => now;
    const served = await contests();
    expect(served.map((c) => c.id)).toEqual(contestCatalogue.map((c) => c.id));
    for (const { schedule, ...definition } of contestCatalogue) {
      expect(served.find((c) => c.id === definition.id)).toEqual({
        ...definition,
        participants: expect.any(Number),
        timeRemaining: secondsUntilLock(schedule, now),
        closesAt: nextLockAt(schedule, now).toISOString(),
      });
    }
    // Tuesday 10:00 New York: the Sunday main slate locks at 1 PM on the 22nd, 5 days and 3 hours away.
    expect(served.find((c) => c.id === dk.id)!.timeRemaining).toBe((5 * 24 + 3) * 3600);
  });
});

describe('affiliate clicks', () => {
  it('records a click once within the window and answers the partner link with its click id as sub-id', async () => {
    const { client } = await signUpPlayer(system, 'click');
    const first = await track(client, reported(dk));
    expect(first.status).toBe(200);
    const clickId = first.json!.clickId as string;
    expect(clickId).toMatch(/^clk_[0-9a-f]{32}$/);
    const url = new URL(first.json!.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(dk.affiliateUrl.split('?')[0]);
    expect(url.searchParams.get('offer')).toBe('nfl-sunday-millionaire');
    expect(url.searchParams.get(CLICK_SUB_ID_PARAM)).toBe(clickId);
    expect(first.json!.repeated).toBe(false);

    const again = await track(client, reported(dk));
    expect(again.json).toEqual({ clickId, url: first.json!.url, repeated: true });
    expect(await participantsOf(dk.id)).toBe(1);
    await signUpPlayer(system, 'click').then(({ client: other }) => track(other, reported(dk)));
    expect(await participantsOf(dk.id)).toBe(2);
  });

  it('answers an internal contest with its own path, unchanged', async () => {
    const { client } = await signUpPlayer(system, 'internal');
    const response = await track(client, reported(raffle));
    expect(response.status).toBe(200);
    expect(response.json!.url).toBe('/raffles?sport=nfl&tier=platinum');
  });

  it('refuses visitors, unknown contests and links that are not the contest’s own, recording nothing', async () => {
    expect((await track(system.client(), reported(dk))).status).toBe(401);
    const { client, userId } = await signUpPlayer(system, 'forger');
    const unknown = await track(client, { ...reported(dk), contestId: 'no-such-contest' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'not_found', message: texts.server.contestNotFound });
    for (const forged of [
      { ...reported(dk), affiliateUrl: 'https://evil.example/phish' },
      { ...reported(dk), affiliateUrl: `${dk.affiliateUrl}&${CLICK_SUB_ID_PARAM}=mine` },
      { ...reported(dk), affiliateUrl: '//evil.example' },
      { ...reported(dk), platform: 'FanDuel' },
    ]) {
      const response = await track(client, forged);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: 'validation_failed', message: texts.server.contestLinkMismatch });
    }
    expect(await system.services.store.read(affiliateClickStream(userId, dk.id))).toEqual([]);
    expect(await system.services.store.read(affiliateClickStream(userId, 'no-such-contest'))).toEqual([]);
  });
});

describe('click, postback, attributed conversion', () => {
  it("attributes a partner's signed conversion to the click, its player, contest and platform, once, with its commission", async () => {
    const admin = (await signInAdmin(system, 'admin')).client;
    await system.runner.catchUp();
    const before = await draftKingsAnalytics(admin);
    const { client, userId } = await signUpPlayer(system, 'convert');
    const clickId = (await track(client, reported(dk))).json!.clickId as string;

    const postback = { partner: 'draftkings', event: 'signup', subId: clickId, transactionId: `tx-${clickId}`, commissionCents: 2500 };
    // The partner's server looks the click up in the read model (an unknown one gets a 404 and is retried).
    await system.runner.catchUp();
    expect((await postPartnerPostback(system, postback, { secret: DRAFTKINGS_SECRET })).status).toBe(200);
    // A retried postback changes nothing, even with another amount.
    expect((await postPartnerPostback(system, { ...postback, commissionCents: 9999 }, { secret: DRAFTKINGS_SECRET })).status).toBe(200);
    await system.runner.catchUp();

    expect(await conversionsOfClick(system.services.pool, clickId)).toEqual([
      {
        conversionId: `draftkings:tx-${clickId}`,
        partner: 'draftkings',
        platform: 'DraftKings',
        event: 'signup',
        clickId,
        contestId: dk.id,
        userId,
        commissionCents: 2500,
      },
    ]);
    // The conversion completes the player's DraftKings sign-up challenge (500 coins), once.
    expect(await coinsOf(client)).toBe(1500);

    const after = await draftKingsAnalytics(admin);
    expect(after.totalClicks).toBe(before.totalClicks + 1);
    expect(after.conversions).toBe(before.conversions + 1);
    const revenue = (await admin.get('/api/admin/analytics/revenue')).json!;
    expect(revenue.affiliateCommissions).toBe(2500);
    expect(revenue.topEarners).toContainEqual({ source: texts.server.affiliateSource('DraftKings'), amount: 2500 });
    // The finance export: DraftKings rows (one per day) add up to the same clicks, conversions and commission.
    const csv = (await admin.get('/api/admin/export/platforms')).text;
    const sums = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter(([, platform]) => platform === 'DraftKings')
      .reduce((sum, [, , clicks, conversions, cents]) => sum.map((n, i) => n + Number([clicks, conversions, cents][i])), [0, 0, 0]);
    expect(sums).toEqual([after.totalClicks, after.conversions, 2500]);
  });

  it('refuses a sub-id that is no click of ours to the partner, changing nothing', async () => {
    const { client } = await signUpPlayer(system, 'other-partner');
    const clickId = (await track(client, reported(dk))).json!.clickId as string;
    const fromFanDuel = { partner: 'fanduel', event: 'signup', subId: clickId, transactionId: 'tx-misattributed', commissionCents: 100 };
    // The click is in the read model, so the refusal is for the partner, not for a click not found yet.
    await system.runner.catchUp();
    const refused = await postPartnerPostback(system, fromFanDuel, { secret: FANDUEL_SECRET, partner: 'fanduel' });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'not_found', message: texts.server.unknownSubId });
    const forged = { partner: 'draftkings', event: 'signup', subId: 'clk_00000000000000000000000000000000', transactionId: 'tx-forged' };
    expect((await postPartnerPostback(system, forged, { secret: DRAFTKINGS_SECRET })).status).toBe(404);
    await system.runner.catchUp();
    expect(await conversionsOfClick(system.services.pool, clickId)).toEqual([]);
    expect(await coinsOf(client)).toBe(1000);
  });

  it('refuses a postback whose sub-id is a player id: only a click of ours names a player', async () => {
    const { client, userId } = await signUpPlayer(system, 'legacy');
    const postback = { partner: 'fanduel', event: 'signup', subId: userId, transactionId: `tx-${userId}` };
    expect((await postPartnerPostback(system, postback, { secret: FANDUEL_SECRET, partner: 'fanduel' })).status).toBe(404);
    expect(await coinsOf(client)).toBe(1000);
  });

  /** The conversions the log holds for a partner's transaction, wherever its stream is. */
  async function recordedConversions(partner: string, transactionId: string) {
    const { stream, legacy } = affiliateConversionStreams(partner, transactionId);
    const events = [...(legacy ? await system.services.store.read(legacy) : []), ...(await system.services.store.read(stream))];
    return events
      .filter((e) => e.type === 'AffiliateConversionRecorded')
      .map((e) => e.data as { partner: string; transactionId: string; commissionCents: number })
      .filter((d) => d.partner === partner && d.transactionId === transactionId)
      .map((d) => d.commissionCents);
  }

  it('records both conversions of two partners whose old stream names were the same (draftkings + sportsbook-N, draftkings-sportsbook + N)', async () => {
    const { client, userId } = await signUpPlayer(system, 'collide');
    // A sportsbook's contest is a 21+ offer: the player declared an age and state that allow it (issue 22).
    await declareEligibility({ client });
    const n = userId.slice(0, 8);
    const dkClick = (await track(client, reported(dk))).json!.clickId as string;
    const dksClick = (await track(client, reported(contestById('dks-sunday-parlay')!))).json!.clickId as string;
    await system.runner.catchUp();
    const first = { partner: 'draftkings', event: 'deposit', subId: dkClick, transactionId: `sportsbook-${n}`, commissionCents: 1200 };
    const second = { partner: 'draftkings-sportsbook', event: 'deposit', subId: dksClick, transactionId: n, commissionCents: 50_000 };
    expect((await postPartnerPostback(system, first, { secret: DRAFTKINGS_SECRET })).status).toBe(200);
    expect((await postPartnerPostback(system, second, { secret: DK_SPORTSBOOK_SECRET, partner: 'draftkings-sportsbook' })).status).toBe(
      200,
    );
    expect(await recordedConversions('draftkings', `sportsbook-${n}`)).toEqual([1200]);
    expect(await recordedConversions('draftkings-sportsbook', n)).toEqual([50_000]);
  });

  it('finds a conversion recorded under the old ambiguous name: a retry records nothing more', async () => {
    const { client, userId } = await signUpPlayer(system, 'oldname');
    // A sportsbook's contest is a 21+ offer: the player declared an age and state that allow it (issue 22).
    await declareEligibility({ client });
    const clickId = (await track(client, reported(contestById('dks-sunday-parlay')!))).json!.clickId as string;
    await system.runner.catchUp();
    const transactionId = `old-${userId.slice(0, 8)}`;
    const { legacy } = affiliateConversionStreams('draftkings-sportsbook', transactionId);
    await system.services.store.append(legacy!, [
      {
        eventId: eventIdFor(`${legacy}:recorded`),
        type: 'AffiliateConversionRecorded',
        data: {
          conversionId: `draftkings-sportsbook:${transactionId}`,
          partner: 'draftkings-sportsbook',
          platform: 'DraftKings Sportsbook',
          event: 'deposit',
          transactionId,
          clickId: null,
          contestId: null,
          userId,
          commissionCents: 700,
          occurredAt: null,
          recordedAt: system.services.now().toISOString(),
        },
      },
    ]);
    const retried = { partner: 'draftkings-sportsbook', event: 'deposit', subId: clickId, transactionId, commissionCents: 700 };
    expect((await postPartnerPostback(system, retried, { secret: DK_SPORTSBOOK_SECRET, partner: 'draftkings-sportsbook' })).status).toBe(
      200,
    );
    expect(await recordedConversions('draftkings-sportsbook', transactionId)).toEqual([700]);
  });
});
