import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { award, awardId, claim, day, history, spec, userId } from '../../../testing/player-fixtures';

const forfeit = (id = awardId) => ({ type: 'ForfeitPrize', awardId: id }) as const;
const overdue = () => history([[award(awardId, 250, day(20))]]);

describe('ForfeitPrize', () => {
  it('forfeits a pending prize past its claim deadline', () => {
    spec
      .given(...overdue())
      .when(forfeit())
      .then([
        {
          type: 'PrizeForfeited',
          data: { userId, awardId, reason: 'claim_deadline_passed', forfeitedAt: day(22).toISOString() },
        },
      ]);
  });

  it('decides nothing for a prize already forfeited (the expiry job retried)', () => {
    spec
      .given(...history([[forfeit()]], overdue()))
      .when(forfeit())
      .thenNothing();
  });

  it('refuses while the claim period is still open', () => {
    spec
      .given(...history([[award()]]))
      .when(forfeit())
      .thenRefuses(texts.server.prizeClaimStillOpen);
  });

  it('refuses a prize the winner claimed in time, so the draw does not award it twice', () => {
    spec
      .given(...history([[award(awardId, 250, day(22))], [claim(), day(21)]]))
      .when(forfeit())
      .thenRefuses(texts.server.prizeAlreadyClaimed);
  });

  it('refuses an award that is not on this stream', () => {
    spec
      .given(...overdue())
      .when(forfeit('nfl-bronze-2026-11-21:7'))
      .thenRefuses(texts.server.prizeNotFound);
  });
});
