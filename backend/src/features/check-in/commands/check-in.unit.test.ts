import { describe, expect, it } from 'vitest';
import { offeredChallenges } from '@fr/contracts';
import { NY, completedAll, day, history, spec, userId } from '../../../testing/player-fixtures';

const checkIn = { type: 'CheckIn', timeZone: NY } as const;

describe('CheckIn', () => {
  it('pays 50 coins on the first claim of a local day and starts the streak', () => {
    spec
      .given()
      .when(checkIn)
      .then([
        {
          type: 'DailyCheckInClaimed',
          data: {
            userId,
            localDate: '2026-11-22',
            timeZone: NY,
            reward: 50,
            bonusChallenges: 0,
            streak: 1,
            claimedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 50, lot: 'earned', from: 'mint', reason: 'daily_checkin', commandId: 'checkin:2026-11-22' },
        },
      ]);
  });

  it('adds 50 per completed sign-up or sync challenge', () => {
    const claimed = spec
      .given(...history([[{ type: 'CompleteChallenge', challengeId: 'sync-draftkings', source: 'sync', sourceRef: 'x' }]]))
      .when(checkIn)
      .events();
    expect(claimed[0]?.data).toMatchObject({ reward: 100, bonusChallenges: 1 });
  });

  it('pays at most 950, with all 19 sign-up and sync challenges done', () => {
    const done = completedAll((type) => type === 'platform_signup' || type === 'platform_sync');
    expect(
      spec
        .given(...done)
        .when(checkIn)
        .events()[0]?.data,
    ).toMatchObject({ reward: 950, bonusChallenges: 19 });
  });

  it('refuses a second claim the same local day with "already completed today"', () => {
    const first = history([[checkIn]]);
    spec
      .given(...first)
      .when(checkIn, { userId, now: new Date(Date.UTC(2026, 10, 23, 4)) })
      .thenRefuses(/already completed today/);
  });

  it('completes the 3-day streak challenge on the third consecutive day, and only then', () => {
    const twoDays = history([
      [checkIn, day(20)],
      [checkIn, day(21)],
    ]);
    const third = spec
      .given(...twoDays)
      .when(checkIn, { userId, now: day(22) })
      .events();
    expect(third.filter((e) => e.type === 'ChallengeCompleted').map((e) => e.data.challengeId)).toEqual(['streak-3']);
    const fourth = spec
      .given(...twoDays, ...third)
      .when(checkIn, { userId, now: day(23) })
      .events();
    expect(fourth.filter((e) => e.type === 'ChallengeCompleted')).toEqual([]);
    expect(fourth[0]?.data).toMatchObject({ streak: 4 });
  });

  it('pays a streak challenge what the live catalogue says, the seed where it says nothing', () => {
    const twoDays = history([
      [checkIn, day(20)],
      [checkIn, day(21)],
    ]);
    const rewardOf = (rewards?: Record<string, number>) =>
      spec
        .given(...twoDays)
        .when({ ...checkIn, rewards }, { userId, now: day(22) })
        .events()
        .flatMap((e) => (e.type === 'ChallengeCompleted' ? [e.data.coinReward] : []));
    expect(rewardOf({ 'streak-3': 320 })).toEqual([320]);
    expect(rewardOf({ 'streak-7': 900 })).toEqual([offeredChallenges.find((c) => c.id === 'streak-3')!.coinReward]);
  });
});
