import { describe, expect, it } from 'vitest';
import { partnerPlatforms } from '../challenges/constants';
import { contestCatalogue } from './catalogue';
import { CLICK_SUB_ID_PARAM, OWN_PLATFORM, isExternalLink, outgoingLink } from './constants';
import { contestsTexts } from './texts';

describe('the contest catalogue', () => {
  it('has unique ids, featured and more contests, and at least one contest of our own that stays in the app', () => {
    expect(new Set(contestCatalogue.map((c) => c.id)).size).toBe(contestCatalogue.length);
    expect(contestCatalogue.some((c) => c.featured)).toBe(true);
    expect(contestCatalogue.some((c) => !c.featured)).toBe(true);
    const own = contestCatalogue.filter((c) => c.platform === OWN_PLATFORM);
    expect(own.map((c) => c.affiliateUrl)).toContain('/raffles?sport=nfl&tier=platinum');
  });

  it('sends every other contest to a partner platform of the challenges over https', () => {
    for (const contest of contestCatalogue.filter((c) => c.platform !== OWN_PLATFORM)) {
      expect(partnerPlatforms).toContain(contest.platform);
      expect(new URL(contest.affiliateUrl).protocol).toBe('https:');
    }
  });
});

describe('the link a click opens', () => {
  it('adds the click id as the sub-id of a partner link, keeping its offer', () => {
    const url = new URL(outgoingLink('https://partners.example/go/draftkings?offer=x', 'clk_1'));
    expect(url.searchParams.get('offer')).toBe('x');
    expect(url.searchParams.get(CLICK_SUB_ID_PARAM)).toBe('clk_1');
  });

  it('leaves an internal link as it is', () => {
    expect(outgoingLink('/raffles?sport=nfl&tier=platinum', 'clk_1')).toBe('/raffles?sport=nfl&tier=platinum');
    expect(isExternalLink('/raffles')).toBe(false);
    expect(isExternalLink('HTTPS://partner.example')).toBe(true);
  });
});

describe('the time left to join', () => {
  it('shows the two largest units, and under a minute at the end', () => {
    const { endsIn } = contestsTexts.contests;
    expect(endsIn(2 * 86_400 + 14 * 3600 + 59 * 60)).toBe('Entries lock in 2d 14h');
    expect(endsIn(5 * 3600 + 12 * 60 + 30)).toBe('Entries lock in 5h 12m');
    expect(endsIn(12 * 60)).toBe('Entries lock in 12m');
    expect(endsIn(59)).toBe('Entries lock in under a minute');
  });
});
