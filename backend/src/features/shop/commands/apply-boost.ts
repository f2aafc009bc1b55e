import { texts } from '@fr/contracts';
import type { TeamForBoost } from '@fr/projections';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { ShopEvent, ShopState } from '../shop-slice';

export interface ApplyBoost {
  type: 'ApplyBoost';
  boostId: string;
  /** The team as the read model knows it; null when the player has no such team. */
  team: TeamForBoost | null;
  week: string;
}

/** Spends an owned, unused boost on one of the player's teams that is not playing; single use. */
export function decideApplyBoost(command: ApplyBoost, state: ShopState, { userId, now }: PlayerContext): ShopEvent[] {
  const owned = state.boosts.get(command.boostId);
  if (!owned) throw new DomainError('not_found', texts.server.boostNotFound);
  if (owned.applied) throw new DomainError('conflict', texts.server.boostAlreadyApplied);
  const { team } = command;
  if (!team || team.userId !== userId) throw new DomainError('not_found', texts.server.teamNotFound);
  if (team.isActive) throw new DomainError('business_rule', texts.server.teamActive);
  return [
    {
      type: 'BoostApplied',
      data: {
        userId,
        boostId: command.boostId,
        code: owned.purchase.code,
        teamId: team.teamId,
        teamName: team.name,
        week: command.week,
        appliedAt: now.toISOString(),
      },
    },
  ];
}
