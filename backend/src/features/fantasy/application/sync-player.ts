import {
  DEFAULT_FALLBACK_PROJECTION,
  fallbackProjections,
  gameWeekOf,
  teamStream,
  type Checkpoint,
} from '@fr/contracts';
import type { SyncOutcome } from '@fr/workers';
import type { AppServices } from '../../../services';
import { eventIdFor } from '../../../write/event-ids';
import { teamDecider, type TeamEvent } from '../domain/team';
import { noBoosts } from '@fr/contracts';
import { scoringTiers } from '../fantasy-queries';
import { loadCredentials, saveCredentials } from '../provider/credentials-store';
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
  let last: Checkpoint | null = null;
  for (const team of teams) {
    const teamId = teamIdFor(userId, provider.id, team.teamKey);
    const handle = (command: Parameters<typeof teamDecider.decide>[0]) =>
      services.commands.handle({
        streamId: teamStream(teamId),
        decider: teamDecider,
        command,
        context: { now },
        eventId: (_event: TeamEvent, index: number, version: number) => eventIdFor(`${teamStream(teamId)}:${version + index + 1}`),
        metadata: { actor: 'system', correlationId: `sync:${userId}` },
      });
    const projected = team.projectedPoints ?? fallbackProjections[team.name] ?? DEFAULT_FALLBACK_PROJECTION;
    const synced = await handle({
      type: 'RecordSync',
      meta: { teamId, userId, provider: provider.id, teamKey: team.teamKey, name: team.name, sport: team.sport, league: team.league, platform: team.platform },
      score: { teamId, userId, week, currentPoints: team.currentPoints, projectedPoints: projected, isActive: team.isActive, projectionIsFallback: team.projectedPoints === null },
    });
    const scored = await handle({ type: 'Score', tiers, boosts: noBoosts });
    last = scored.position ?? synced.position ?? last;
    for (const [scoredWeek, w] of scored.state.weeks) {
      if (w.closed || w.experienceCoins === 0) continue;
      const credit = await services.ledger.credit({
        userId,
        commandId: `experience:${teamId}:${scoredWeek}`,
        amount: w.experienceCoins,
        lot: 'earned',
        from: 'mint',
        reason: 'experience_reward',
        metadata: { actor: 'system' },
      });
      last = credit.position ?? last;
    }
  }
  await services.readYourWrites(last);
  return { ok: true, teamsFound: teams.length, reason: null };
}
