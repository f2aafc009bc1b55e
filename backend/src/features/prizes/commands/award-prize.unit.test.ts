import { describe, expect, it } from 'vitest';
import { award, awardId, day, history, spec, userId } from '../../../testing/player-fixtures';

describe('AwardPrize', () => {
  it("puts the draw's prize on the winner's stream, pending", () => {
    spec
      .given()
      .when(award())
      .then([
        {
          type: 'PrizeWon',
          data: {
            userId,
            awardId,
            drawId: 'nfl-bronze-2026-11-21',
            raffleId: 'nfl-bronze',
            prizeId: 'nfl-merch-pack',
            name: 'NFL Team Merchandise Pack',
            description: "Your team's jersey, cap and hoodie.",
            value: 250,
            type: 'physical',
            wonAt: day(21).toISOString(),
            claimDeadline: day(30).toISOString(),
          },
        },
      ]);
  });

  it('awards once per award id: the draw job replaying it decides nothing', () => {
    spec
      .given(...history([[award()]]))
      .when(award())
      .thenNothing();
  });

  it("records another award of the same draw (a runner-up's pick) as a prize of its own", () => {
    const runnerUp = award('nfl-bronze-2026-11-21:1');
    spec
      .given(...history([[award()]]))
      .when(runnerUp)
      .then([{ type: 'PrizeWon', data: expect.objectContaining({ awardId: 'nfl-bronze-2026-11-21:1' }) }]);
  });
});
