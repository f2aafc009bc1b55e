import {
  DEFAULT_FALLBACK_PROJECTION,
  connectionStream,
  fallbackProjections,
  gameWeekOf,
  partnerSlug,
  teamStream,
  type Checkpoint,
} from '@fr/contracts';
import { unattachedBoosts } from '@fr/projections';
import type { AppServices } from '../../../services';
import type { FantasyParts } from '../fantasy-parts';
import type { SyncOutcome } from '../jobs/sync-jobs';
import { eventIdFor } from '../../../write/event-ids';
import { completeChallenge } from '../../challenges';
import { scoringTiers } from '../tiers';
import { loadCredentials, saveCredentials } from '../provider/credentials-store';
import { handleTeamCommand, latestPosition, scoreTeams } from './team-commands';
import { teamDecider, type TeamCommand } from '../domain/team';
import { ProviderRejectedError, ProviderUnavailableError, type FantasyProvider, type ProviderTeam } from '../provider/fantasy-provider';

export const teamIdFor = (userId: string, provider: string, teamKey: string) => eventIdFor(`team:${userId}:${provider}:${teamKey}`);

/**
 * The sync-player job: fetch the player's teams, record what changed on each team's stream, score every team
 * against the live tiers, and credit Experience coins to the wallet. Every step is idempotent, so a retried or
 * duplicated job appends nothing new.
 */
export async function syncPlayer(services: AppServices, fantasy: FantasyParts, userId: string): Promise<SyncOutcome> {
  const provider = fantasy.provider;
  if (!provider) return { ok: false, teamsFound: 0, reason: 'not_configured' };
  const credentials = await loadCredentials(services.pool, fantasy.cipher, userId, provider.id);
  if (!credentials) return { ok: false, teamsFound: 0, reason: 'not_connected' };
  const now = services.now();
  let teams: ProviderTeam[];
  try {
    teams = await provider.fetchTeams(
      credentials,
      (tokens) =>
        saveCredentials(services.pool, fantasy.cipher, userId, provider.id, { ...tokens, providerUserId: credentials.providerUserId }),
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
  const synced = teams.map((team) => ({ team, teamId: teamIdFor(userId, provider.id, team.teamKey) }));
  // Every team's sync is recorded in one multi-stream append, then every team is scored in another.
  const recorded = await services.commands.handleMany(
    synced.map(({ team, teamId }) => ({
      streamId: teamStream(teamId),
      decider: teamDecider,
      command: recordSync(userId, provider, team, teamId, week),
      context: { now: services.now() },
      metadata: { actor: 'system', correlationId: `sync:${userId}` },
    })),
  );
  const changed = synced.filter((_, i) => recorded[i]!.events.some((e) => e.type === 'TeamSynced')).map(({ teamId }) => teamId);
  const scored = await scoreTeams(
    services,
    synced.map(({ teamId }) => ({ userId, teamId })),
    tiers,
    `sync:${userId}`,
  );
  last = latestPosition([last, ...recorded.map((result) => result.position), scored]);
  // Only the platform whose account the player connected earns its sync challenge: teams the provider lists on other
  // platforms (the demo roster has some) say nothing about the player's accounts there.
  if (teams.length > 0) {
    last = (await completeChallenge(services, userId, `sync-${partnerSlug(provider.platform)}`, 'sync', provider.id)) ?? last;
  }
  if (changed.length > 0) last = await recordSyncCompleted(services, userId, provider.id, teams.length, changed, now);
  await services.readYourWrites(last);
  return { ok: true, teamsFound: teams.length, reason: null };
}

/**
 * Tells the player's connection stream that a sync brought news (the inbox says so). A sync that changed no team
 * records nothing, so the sweep every few minutes does not fill the log; a retried job changes no team the second
 * time, so it records nothing twice. The id comes from what the sync found and when.
 */
async function recordSyncCompleted(
  services: AppServices,
  userId: string,
  provider: string,
  teamsFound: number,
  teamsChanged: string[],
  now: Date,
): Promise<Checkpoint> {
  const completedAt = now.toISOString();
  const result = await services.store.append(connectionStream(userId), [
    {
      eventId: eventIdFor(`sync-completed:${userId}:${completedAt}:${teamsChanged.join(',')}`),
      type: 'SyncCompleted',
      data: { userId, provider, teamsFound, teamsChanged, completedAt },
      metadata: { actor: 'system', correlationId: `sync:${userId}` },
    },
  ]);
  return result.position;
}

/** Boosts spent on the player stream whose effect never reached the team stream (a crash in between) are attached now. */
async function attachPendingBoosts(services: AppServices, userId: string): Promise<Checkpoint | null> {
  let last: Checkpoint | null = null;
  for (const boost of await unattachedBoosts(services.pool, userId)) {
    const data = { teamId: boost.teamId, userId, boostId: boost.boostId, code: boost.code, week: boost.week, attachedAt: boost.appliedAt };
    last = (await handleTeamCommand(services, boost.teamId, { type: 'AttachBoost', data }, `boost:${boost.boostId}`)).position ?? last;
  }
  return last;
}

/** What one sync saw of a team: its name and league, and this week's points. */
function recordSync(userId: string, provider: FantasyProvider, team: ProviderTeam, teamId: string, week: string): TeamCommand {
  const projected = team.projectedPoints ?? fallbackProjections[team.name] ?? DEFAULT_FALLBACK_PROJECTION;
  return {
    type: 'RecordSync',
    meta: {
      teamId,
      userId,
      provider: provider.id,
      teamKey: team.teamKey,
      name: team.name,
      sport: team.sport,
      league: team.league,
      platform: team.platform,
    },
    score: {
      teamId,
      userId,
      week,
      currentPoints: team.currentPoints,
      projectedPoints: projected,
      isActive: team.isActive,
      projectionIsFallback: team.projectedPoints === null,
      // Three decimals: finer steps would record a new score on every sync while no point changed.
      gameProgress: Math.round(team.gameProgress * 1000) / 1000,
    },
  };
}
