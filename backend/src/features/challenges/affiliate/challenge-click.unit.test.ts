import { describe, expect, it } from 'vitest';
import { CLICK_DEDUPE_WINDOW_MS, CLICK_SUB_ID_PARAM, offeredChallenges, texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { challengeClickDecider, challengeClickIdOf, type ChallengeClickEvent } from './challenge-click';

const now = new Date('2026-11-17T15:00:00Z');
const later = (ms: number) => ({ now: new Date(now.getTime() + ms), challenges: offeredChallenges });
const spec = deciderSpec(challengeClickDecider, { now, challenges: offeredChallenges });
const signup = offeredChallenges.find((c) => c.id === 'signup-draftkings')!;
const click = (challengeId = signup.id) => ({ type: 'RecordChallengeClick' as const, userId: 'u1', challengeId });
const recorded = (at: Date): ChallengeClickEvent => {
  const clickId = challengeClickIdOf('u1', signup.id, at);
  return {
    type: 'ChallengeClickRecorded',
    data: {
      clickId,
      userId: 'u1',
      challengeId: signup.id,
      platform: 'DraftKings',
      url: `${signup.partnerUrl}&${CLICK_SUB_ID_PARAM}=${clickId}`,
      clickedAt: at.toISOString(),
    },
  };
};

describe('partner challenge clicks', () => {
  it("records a click whose link is the partner's page from the catalogue, carrying the click id", () => {
    spec
      .given()
      .when(click())
      .then([recorded(now)]);
    expect(signup.partnerUrl).toMatch(/^https:\/\//);
  });

  it('gives each player, challenge and instant its own click id, not naming the player', () => {
    const id = challengeClickIdOf('u1', signup.id, now);
    expect(id).toMatch(/^clk_[0-9a-f]{32}$/);
    expect(challengeClickIdOf('u1', signup.id, new Date(now))).toBe(id);
    expect(new Set([id, challengeClickIdOf('u2', signup.id, now), challengeClickIdOf('u1', 'sync-draftkings', now)]).size).toBe(3);
    expect(id).not.toContain('u1');
  });

  it('counts repeats within the window once, and a click after it anew', () => {
    spec
      .given(recorded(now))
      .when(click(), later(CLICK_DEDUPE_WINDOW_MS - 1))
      .thenNothing();
    spec
      .given(recorded(now))
      .when(click(), later(CLICK_DEDUPE_WINDOW_MS))
      .then([recorded(later(CLICK_DEDUPE_WINDOW_MS).now)]);
  });

  it('issues clicks for every partner sign-up, sync, deposit and wager challenge', () => {
    const partnerChallenges = offeredChallenges.filter((c) => c.completion === 'partner_postback');
    expect(new Set(partnerChallenges.map((c) => c.type))).toEqual(
      new Set(['platform_signup', 'platform_sync', 'first_deposit', 'wager', 'wager_type']),
    );
    for (const challenge of partnerChallenges) {
      const [event] = spec.given().when(click(challenge.id)).events();
      expect(new URL(event!.data.url).searchParams.get(CLICK_SUB_ID_PARAM)).toBe(event!.data.clickId);
      expect(event!.data.url.startsWith(challenge.partnerUrl!)).toBe(true);
    }
  });

  it('refuses a challenge no partner completes: unknown, ours, the fantasy provider’s sync, or one not offered', () => {
    for (const id of ['no-such-challenge', 'daily-checkin', 'streak-3', 'sync-yahoo-fantasy', 'referral-friend']) {
      spec.given().when(click(id)).thenRefuses(texts.server.challengeHasNoPartnerLink);
    }
  });
});
