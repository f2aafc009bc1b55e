import { describe, expect, it } from 'vitest';
import { CLICK_DEDUPE_WINDOW_MS, contestById, contestCatalogue, texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { affiliateClickDecider, clickIdOf, type AffiliateClickEvent, type RecordClick } from './affiliate-click';

const now = new Date('2026-11-17T15:00:00Z');
const later = (ms: number) => ({ now: new Date(now.getTime() + ms), contests: contestCatalogue });
const spec = deciderSpec(affiliateClickDecider, { now, contests: contestCatalogue });
const dk = contestById('dk-nfl-sunday-millionaire')!;
const raffle = contestById('fr-nfl-platinum-raffle')!;
const click = (contest = dk, overrides: Partial<RecordClick> = {}): RecordClick => ({
  type: 'RecordClick',
  userId: 'u1',
  contestId: contest.id,
  platform: contest.platform,
  affiliateUrl: contest.affiliateUrl,
  ...overrides,
});
const recorded = (at: Date, contest = dk): AffiliateClickEvent => {
  const clickId = clickIdOf('u1', contest.id, at);
  return {
    type: 'AffiliateClickRecorded',
    data: {
      clickId,
      userId: 'u1',
      contestId: contest.id,
      platform: contest.platform,
      url: `${contest.affiliateUrl}&sub_id=${clickId}`,
      clickedAt: at.toISOString(),
    },
  };
};

describe('affiliate clicks', () => {
  it("records a click with the partner's link carrying the click id as its sub-id", () => {
    spec
      .given()
      .when(click())
      .then([recorded(now)]);
    expect(clickIdOf('u1', dk.id, now)).toMatch(/^clk_[0-9a-f]{32}$/);
  });

  it('gives each player, contest and instant its own click id, the same one when decided again', () => {
    expect(clickIdOf('u1', dk.id, now)).toBe(clickIdOf('u1', dk.id, new Date(now)));
    expect(new Set([clickIdOf('u1', dk.id, now), clickIdOf('u2', dk.id, now), clickIdOf('u1', raffle.id, now)]).size).toBe(3);
    expect(clickIdOf('u1', dk.id, now)).not.toContain('u1');
  });

  it('counts repeats within the window once, and a click after it anew', () => {
    spec.given(recorded(now)).when(click(), later(1)).thenNothing();
    spec
      .given(recorded(now))
      .when(click(), later(CLICK_DEDUPE_WINDOW_MS - 1))
      .thenNothing();
    const next = later(CLICK_DEDUPE_WINDOW_MS).now;
    spec
      .given(recorded(now))
      .when(click(), later(CLICK_DEDUPE_WINDOW_MS))
      .then([recorded(next)]);
  });

  it('keeps an internal link as it is', () => {
    const events = spec.given().when(click(raffle)).events();
    expect(events[0]!.data.url).toBe('/raffles?sport=nfl&tier=platinum');
  });

  it('refuses an unknown contest, and a link or platform that is not the contest’s own', () => {
    spec
      .given()
      .when(click(dk, { contestId: 'no-such-contest' }))
      .thenRefuses(texts.server.contestNotFound);
    spec
      .given()
      .when(click(dk, { affiliateUrl: 'https://evil.example/phish' }))
      .thenRefuses(texts.server.contestLinkMismatch);
    spec
      .given()
      .when(click(dk, { affiliateUrl: `${dk.affiliateUrl}&sub_id=mine` }))
      .thenRefuses(texts.server.contestLinkMismatch);
    spec
      .given()
      .when(click(dk, { platform: 'FanDuel' }))
      .thenRefuses(texts.server.contestLinkMismatch);
    // Refused even inside the window: a forged request never gets the counted click's link back.
    spec
      .given(recorded(now))
      .when(click(dk, { affiliateUrl: '//evil.example' }), later(1))
      .thenRefuses(texts.server.contestLinkMismatch);
  });
});
