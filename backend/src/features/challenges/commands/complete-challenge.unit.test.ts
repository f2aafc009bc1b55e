import { describe, it } from 'vitest';
import { completeChallenge, history, spec, userId, day } from '../../../testing/player-fixtures';

describe('CompleteChallenge', () => {
  it('records the completion and credits its reward', () => {
    spec
      .given()
      .when(completeChallenge('sync-draftkings'))
      .then([
        {
          type: 'ChallengeCompleted',
          data: {
            userId,
            challengeId: 'sync-draftkings',
            coinReward: 250,
            source: 'sync',
            sourceRef: 'x',
            completedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 250, lot: 'earned', from: 'mint', reason: 'challenge_reward', commandId: 'challenge:sync-draftkings' },
        },
      ]);
  });

  it('credits a challenge once: a second signal decides nothing', () => {
    spec
      .given(...history([[completeChallenge('sync-draftkings')]]))
      .when(completeChallenge('sync-draftkings'))
      .thenNothing();
  });

  it('ignores an unknown challenge, and one that is not offered (a referral postback completes nothing)', () => {
    spec.given().when(completeChallenge('no-such-challenge')).thenNothing();
    spec.given().when(completeChallenge('referral-friend')).thenNothing();
  });
});
