import {
  DEFAULT_FALLBACK_PROJECTION,
  fallbackProjections,
  gameWeekOf,
  partnerSlug,
  type Checkpoint,
} from '@fr/contracts';
import type { SyncOutcome } from '@fr/workers';
import type { AppServices } from '../../../services';
import { eventIdFor } from '../../../write/event-ids';
import { completeChallenge } from '../../economy/application/player-commands';
import { scoringTiers } from '../fantasy-queries';
import { loadCredentials, saveCredentials } from '../provider/credentials-store';
import { handleTeamCommand, scoreTeam } from './team-commands';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderTeam } from '../provider/fantasy-provider';

export const teamIdFor = (userId: string, provider: string, teamKey: string) => eventIdFor(`team:${userId}:${provider}:${teamKey}`);

/**
 * The sync-player job: fetch the player's teams, record what changed on each team's stream, score every team
 * against the live tiers, and credit Experience coins to the wallet. Every step is idempotent, so a retried or
 * duplicated job appends nothing new.
 */
export async function syncPlayer(services: AppServices, userId: string): Promise<SyncOutcome> {
  const provider = services.fantasy.provider;
  if (!provider) return { ok: false, teamsFound: 0, reason: 'not_configured' };
  const credentials = await loadCredentials(services.pool, services.fantasy.cipher, userId, provider.id);
  if (!credentials) return { ok: false, teamsFound: 0, reason: 'not_connected' };
  const now = services.now();
  let teams: ProviderTeam[];
  try {
    teams = await provider.fetchTeams(
      credentials,
      (tokens) => saveCredentials(services.pool, services.fantasy.cipher, userId, provider.id, { ...tokens, providerUserId: credentials.providerUserId }),
      now,
    );
  } catch (error) {
    if (error instanceof ProviderRejectedError) return { ok: false, teamsFound: 0, reason: 'provider_rejected' };
    if (error instanceof ProviderUnavailableError) return { ok: false, teamsFound: 0, reason: 'provider_unavailable' };
    throw error;
  }
  const tiers = await scoringTiers(services.pool);
  const week = gameWeekOf(now).id;
  let last: Checkpoint | null = await attachPendingBoosts(services, userId);
  for (const team of teams) {
    const teamId = teamIdFor(userId, provider.id, team.teamKey);
    const projected = team.projectedPoints ?? fallbackProjections[team.name] ?? DEFAULT_FALLBACK_PROJECTION;
    const synced = await handleTeamCommand(services, teamId, {
      type: 'RecordSync',
      meta: { teamId, userId, provider: provider.id, teamKey: team.teamKey, name: team.name, sport: team.sport, league: team.league, platform: team.platform },
      score: { teamId, userId, week, currentPoints: team.currentPoints, projectedPoints: projected, isActive: team.isActive, projectionIsFallback: team.projectedPoints === null },
    }, `sync:${userId}`);
    last = (await scoreTeam(services, userId, teamId, tiers, `sync:${userId}`)) ?? synced.position ?? last;
  }
  for (const platform of new Set(teams.map((t) => t.platform))) {
    const completed = await completeChallenge(services, userId, `sync-${partnerSlug(platform)}`, 'sync', provider.id);
    last = completed ?? last;
  }
  await services.readYourWrites(last);
  return { ok: true, teamsFound: teams.length, reason: null };
}

/** Boosts spent on the player stream whose effect never reached the team stream (a crash in between) are attached now. */
async function attachPendingBoosts(services: AppServices, userId: string): Promise<Checkpoint | null> {
  const { rows } = await services.pool.query<{ boost_id: string; code: string; applied_team_id: string; applied_week: string; applied_at: Date }>(
    `SELECT b.boost_id, b.code, b.applied_team_id, b.applied_week, b.applied_at FROM purchased_boosts b
     LEFT JOIN team_boosts t ON t.boost_id = b.boost_id WHERE b.user_id = $1 AND b.applied_at IS NOT NULL AND t.boost_id IS NULL`,
    [userId],
  );
  let last: Checkpoint | null = null;
  for (const r of rows) {
    const data = { teamId: r.applied_team_id, userId, boostId: r.boost_id, code: r.code, week: r.applied_week, attachedAt: r.applied_at.toISOString() };
    last = (await handleTeamCommand(services, r.applied_team_id, { type: 'AttachBoost', data }, `boost:${r.boost_id}`)).position ?? last;
  }
  return last;
}
