import { texts, type PurchasedBoost } from '@fr/contracts';
import { findPlayerTeam } from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';
import { handleTeamCommand, scoreTeam, scoringTiers } from '../fantasy';
import { handlePlayerCommand } from '../player';
import { boostAnswer } from './boost-answer';
import type { shopSlice } from './shop-slice';

/**
 * Spends the boost on the player's stream (single use), then attaches its effect to the team's stream for the week
 * and re-scores the team at once, so a lowered target or an upgrade shows on the dashboard right away. The attach
 * is keyed by the boost id, so repeating it (a retry, or the sync's reconciliation) changes nothing.
 */
export async function applyBoostToTeam(
  services: AppServices,
  userId: string,
  boostId: string,
  teamIdOrKey: string,
  week: string,
): Promise<PurchasedBoost> {
  const team = await findPlayerTeam(services.pool, userId, teamIdOrKey);
  const result = await handlePlayerCommand<typeof shopSlice>(services, userId, { type: 'ApplyBoost', boostId, team, week });
  const owned = result.state.boosts.get(boostId);
  const applied = owned?.applied;
  if (!owned || !applied || !team) throw new AppError('not_found', texts.server.boostNotFound);
  const attached = await handleTeamCommand(
    services,
    team.teamId,
    {
      type: 'AttachBoost',
      data: { teamId: team.teamId, userId, boostId, code: applied.code, week: applied.week, attachedAt: applied.appliedAt },
    },
    `boost:${boostId}`,
  );
  const position = await scoreTeam(services, userId, team.teamId, await scoringTiers(services.pool), `boost:${boostId}`);
  await services.readYourWrites(position ?? attached.position);
  return boostAnswer(owned);
}
