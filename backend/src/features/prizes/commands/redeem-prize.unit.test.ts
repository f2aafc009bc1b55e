import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { award, awardId, claim, day, history, spec, userId } from '../../../testing/player-fixtures';

const redeem = (id = awardId) => ({ type: 'RedeemPrize', awardId: id }) as const;
const claimed = () => history([[award()], [claim()]]);

describe('RedeemPrize', () => {
  it("redeems a claimed prize's code", () => {
    spec
      .given(...claimed())
      .when(redeem())
      .then([{ type: 'PrizeRedeemed', data: { userId, awardId, redeemedAt: day(22).toISOString() } }]);
  });

  it('decides nothing when redeemed again (the same answer, no second event)', () => {
    spec
      .given(...history([[redeem()]], claimed()))
      .when(redeem())
      .thenNothing();
  });

  it('refuses a prize not claimed yet', () => {
    spec
      .given(...history([[award()]]))
      .when(redeem())
      .thenRefuses(texts.server.prizeNotClaimed);
  });

  it('refuses a forfeited prize', () => {
    const forfeited = history([[award(awardId, 250, day(20))], [{ type: 'ForfeitPrize', awardId }]]);
    spec
      .given(...forfeited)
      .when(redeem())
      .thenRefuses(texts.server.prizeForfeited);
  });

  it("refuses someone else's prize as not found", () => {
    spec
      .given(...claimed())
      .when(redeem('exclusive-gold-2026-11-30:0'))
      .thenRefuses(texts.server.prizeNotFound);
  });
});
