import { describe, expect, it } from 'vitest';
import { describeNotification } from './messages';

describe('notifications in words', () => {
  it('writes each kind with its real values and links to the screen that shows more', () => {
    expect(describeNotification({ kind: 'ticket_earned', tier: 4, count: 1, teamName: 'Chiefs Kingdom', sport: 'NFL' })).toEqual({
      message: 'You earned a Gold ticket for Chiefs Kingdom',
      link: '/raffles?sport=nfl&tier=gold',
    });
    expect(describeNotification({ kind: 'ticket_earned', tier: 2, count: 3, teamName: 'Lakers Legacy', sport: 'NBA' }).message).toBe(
      'You earned 3 Bronze tickets for Lakers Legacy',
    );
    expect(describeNotification({ kind: 'draw_result', drawId: 'nfl-bronze-2026-11-10' })).toEqual({
      message: 'Draw result: the NFL Bronze Raffle draw of Nov 10, 2026 is complete. See the winners and the proof.',
      link: '/raffles/draws/nfl-bronze-2026-11-10',
    });
    expect(describeNotification({ kind: 'prize_won', prizeName: 'NFL VIP Weekend Package', value: 10_000 })).toEqual({
      message: 'You won NFL VIP Weekend Package ($10,000)! Claim it from your profile.',
      link: '/profile',
    });
    expect(describeNotification({ kind: 'boost_applied', code: 'tickets_2x', teamName: 'Chiefs Kingdom' })).toEqual({
      message: 'Boost applied: 2x Prize Multiplier on Chiefs Kingdom',
      link: '/dashboard',
    });
    expect(describeNotification({ kind: 'purchase_completed', coins: 1000, bonus: 0 })).toEqual({
      message: 'Purchase completed: 1,000 coins',
      link: '/bank',
    });
    expect(describeNotification({ kind: 'purchase_completed', coins: 2500, bonus: 500 }).message).toBe(
      'Purchase completed: 2,500 coins + 500 bonus coins',
    );
    expect(describeNotification({ kind: 'sync_finished', teamsFound: 1 })).toEqual({
      message: 'Sync finished: 1 team found',
      link: '/dashboard',
    });
    expect(describeNotification({ kind: 'sync_finished', teamsFound: 6 }).message).toBe('Sync finished: 6 teams found');
  });

  it('still says something for a draw id or boost code it does not know', () => {
    expect(describeNotification({ kind: 'draw_result', drawId: 'retired-raffle' }).message).toBe(
      'Draw result: the retired-raffle draw is complete. See the winners and the proof.',
    );
    expect(describeNotification({ kind: 'boost_applied', code: 'retired_boost', teamName: 'T' }).message).toBe(
      'Boost applied: retired_boost on T',
    );
  });
});
