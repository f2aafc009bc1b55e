import { describe, expect, it } from 'vitest';
import { ULTIMATE_BONUS_COINS, challengeCatalogue } from '@fr/contracts';
import { NY, completeChallenge, completedAll, history, spec, userId, day } from '../../../testing/player-fixtures';

describe('ClaimBonus', () => {
  const depositDone = completedAll((type) => type === 'first_deposit');

  it('refuses a category bonus while a challenge of the category is open', () => {
    const first = challengeCatalogue.find((c) => c.type === 'first_deposit')!;
    spec
      .given(...history([[completeChallenge(first.id)]]))
      .when({ type: 'ClaimBonus', category: 'deposit' })
      .thenRefuses(/Complete every challenge/);
  });

  it('pays 50,000 coins once the whole category is done', () => {
    spec
      .given(...depositDone)
      .when({ type: 'ClaimBonus', category: 'deposit' })
      .then([
        { type: 'BonusClaimed', data: { userId, category: 'deposit', coins: 50_000, claimedAt: day(22).toISOString() } },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 50_000, lot: 'earned', from: 'mint', reason: 'category_bonus', commandId: 'bonus:deposit' },
        },
      ]);
  });

  it('pays a bonus only once', () => {
    const claimed = history([[{ type: 'ClaimBonus', category: 'deposit' }]], depositDone);
    spec
      .given(...claimed)
      .when({ type: 'ClaimBonus', category: 'deposit' })
      .thenRefuses(/already been claimed/);
  });

  it("pays the ultimate bonus only when every challenge is done, today's check-in included", () => {
    const everything = completedAll((type) => type !== 'daily');
    spec
      .given(...everything)
      .when({ type: 'ClaimBonus', category: 'all' })
      .thenRefuses(/every challenge/);
    const checkedIn = history([[{ type: 'CheckIn', timeZone: NY }]], everything);
    expect(
      spec
        .given(...checkedIn)
        .when({ type: 'ClaimBonus', category: 'all' })
        .events()
        .at(-1)?.data,
    ).toMatchObject({ amount: ULTIMATE_BONUS_COINS, reason: 'ultimate_bonus' });
  });
});
