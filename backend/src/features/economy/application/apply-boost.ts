import { scoringTiers } from '../../fantasy/fantasy-queries';
import { handleTeamCommand, scoreTeam } from '../../fantasy/application/team-commands';
import type { PurchasedBoost } from '@fr/contracts';
import { AppError } from '../../../platform/errors';
import type { AppServices } from '../../../services';
import type { TeamForBoost } from '../domain/player-decider';
import { purchasedBoost } from './economy-queries';
import { handlePlayerCommand } from './player-commands';

async function findTeam(services: AppServices, userId: string, teamIdOrKey: string): Promise<TeamForBoost | null> {
  const { rows } = await services.pool.query<{ team_id: string; user_id: string; name: string; is_active: boolean }>(
    'SELECT team_id, user_id, name, is_active FROM teams WHERE user_id = $1 AND (team_id = $2 OR team_key = $2) LIMIT 1',
    [userId, teamIdOrKey],
  );
  const row = rows[0];
  return row ? { teamId: row.team_id, userId: row.user_id, name: row.name, isActive: row.is_active } : null;
}

/**
 * Spends the boost on the player's stream (single use), then attaches its effect to the team's stream for the week
 * and re-scores the team at once, so a lowered target or an upgrade shows on the dashboard right away. The attach
 * is keyed by the boost id, so repeating it (a retry, or the sync's reconciliation) changes nothing.
 */
export async function applyBoostToTeam(services: AppServices, userId: string, boostId: string, teamIdOrKey: string, week: string): Promise<PurchasedBoost> {
  const team = await findTeam(services, userId, teamIdOrKey);
  const result = await handlePlayerCommand(services, userId, { type: 'ApplyBoost', boostId, team, week });
  const applied = result.state.boosts.get(boostId)?.applied;
  if (!applied || !team) throw new AppError('not_found', 'Boost not found.');
  const attached = await handleTeamCommand(services, team.teamId, {
    type: 'AttachBoost',
    data: { teamId: team.teamId, userId, boostId, code: applied.code, week: applied.week, attachedAt: applied.appliedAt },
  }, `boost:${boostId}`);
  const position = await scoreTeam(services, userId, team.teamId, await scoringTiers(services.pool), `boost:${boostId}`);
  await services.readYourWrites(position ?? attached.position);
  const boost = await purchasedBoost(services.pool, boostId);
  if (!boost) throw new Error(`applied boost ${boostId} is missing from the read model`);
  return boost;
}
