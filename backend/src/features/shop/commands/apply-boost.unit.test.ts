import { describe, it } from 'vitest';
import { granted, history, offer, spec, userId, day } from '../../../testing/player-fixtures';

const bought = history([[{ type: 'PurchaseBoost', commandId: 'c1', boostId: 'b1', offer: offer('prize-multiplier', 1) }]], [granted(5000)]);
const team = { teamId: 't1', userId, name: 'Chiefs Kingdom', isActive: false };
const apply = (t: typeof team | null = team, boostId = 'b1') => ({ type: 'ApplyBoost', boostId, team: t, week: '2026-11-17' }) as const;

describe('ApplyBoost', () => {
  it('spends an owned boost on an inactive team of the player', () => {
    spec
      .given(...bought)
      .when(apply())
      .then([
        {
          type: 'BoostApplied',
          data: {
            userId,
            boostId: 'b1',
            code: 'tickets_2x',
            teamId: 't1',
            teamName: 'Chiefs Kingdom',
            week: '2026-11-17',
            appliedAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('is single use', () => {
    spec
      .given(...history([[apply()]], bought))
      .when(apply())
      .thenRefuses(/already been applied/);
  });

  it("refuses a boost the player does not own, another player's team, no team, and a team that is playing", () => {
    spec
      .given(...bought)
      .when(apply(team, 'someone-elses'))
      .thenRefuses(/Boost not found/);
    spec
      .given(...bought)
      .when(apply({ ...team, userId: 'u2' }))
      .thenRefuses(/Team not found/);
    spec
      .given(...bought)
      .when(apply(null))
      .thenRefuses(/Team not found/);
    spec
      .given(...bought)
      .when(apply({ ...team, isActive: true }))
      .thenRefuses(/not playing/);
  });
});
