import { describe, expect, it } from 'vitest';
import { challengeTypes } from '@fr/contracts/challenges';
import { makeChallenge } from '../../../testing/economy-fixtures';
import { quickOpportunities } from './quick-opportunities';

describe('quick earning opportunities', () => {
  it('maps each challenge type to its Challenges tab', () => {
    const open = challengeTypes.filter((type) => type !== 'daily').map((type) => makeChallenge({ type, name: type }));
    const tabs = Object.fromEntries(quickOpportunities(open.slice(0, 5)).map(({ challenge, tab }) => [challenge.name, tab]));
    expect(tabs).toEqual({
      streak: 'daily',
      platform_signup: 'platform_signup',
      platform_sync: 'platform_sync',
      first_deposit: 'deposit',
      wager: 'wager',
    });
    expect(quickOpportunities(open.slice(5)).map(({ tab }) => tab)).toEqual(['wager', 'referral']);
  });

  it('keeps at most five open challenges and skips the daily check-in and completed ones', () => {
    const challenges = [
      makeChallenge({ type: 'daily', name: 'daily' }),
      makeChallenge({ name: 'done', completed: true }),
      ...Array.from({ length: 7 }, (_, i) => makeChallenge({ name: `open ${i}` })),
    ];
    const names = quickOpportunities(challenges).map(({ challenge }) => challenge.name);
    expect(names).toEqual(['open 0', 'open 1', 'open 2', 'open 3', 'open 4']);
  });

  it('is empty once everything is done', () => {
    expect(quickOpportunities([makeChallenge({ completed: true }), makeChallenge({ type: 'daily' })])).toEqual([]);
  });
});
