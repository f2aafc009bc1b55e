import { teamStream, type Checkpoint, type ScoringTier } from '@fr/contracts';
import type { AppServices } from '../../../services';
import { creditCoins } from '../../coins';
import type { CommandResult } from '../../../write/command-handler';
import { teamDecider, type TeamCommand, type TeamEvent, type TeamState } from '../domain/team';

/** Runs a command on a team's stream; event ids come from the decision, so a replayed decision appends nothing. */
export function handleTeamCommand(
  services: Pick<AppServices, 'commands' | 'now'>,
  teamId: string,
  command: TeamCommand,
  correlationId: string,
): Promise<CommandResult<TeamState, TeamEvent>> {
  return services.commands.handle({
    streamId: teamStream(teamId),
    decider: teamDecider,
    command,
    context: { now: services.now() },
    metadata: { actor: 'system', correlationId },
  });
}

/**
 * Scores many teams against the live tiers in one multi-stream append, then credits each team's Experience coins as
 * `scoreTeam` does. A team whose stream moved meanwhile is re-read and scored again on its own; every team is scored
 * once. Returns the position of the last event appended, or null when nothing was.
 */
export async function scoreTeams(
  services: Pick<AppServices, 'commands' | 'now'>,
  teams: ReadonlyArray<{ userId: string; teamId: string }>,
  tiers: readonly ScoringTier[],
  correlationId: string,
): Promise<Checkpoint | null> {
  const context = { now: services.now() };
  const scored = await services.commands.handleMany(
    teams.map(({ teamId }) => ({
      streamId: teamStream(teamId),
      decider: teamDecider,
      command: { type: 'Score' as const, tiers },
      context,
      metadata: { actor: 'system', correlationId },
    })),
  );
  let last: Checkpoint | null = latestPosition(scored.map((result) => result.position));
  for (const [i, { userId, teamId }] of teams.entries()) {
    last = latestPosition([last, await creditExperience(services, userId, teamId, scored[i]!.state, correlationId)]);
  }
  return last;
}

/**
 * Scores a team against the live tiers and credits the Experience coins of every open week to the wallet (a separate
 * stream, so this is the process manager's step; the credit's command id makes it happen once).
 */
export async function scoreTeam(
  services: Pick<AppServices, 'commands' | 'now'>,
  userId: string,
  teamId: string,
  tiers: readonly ScoringTier[],
  correlationId: string,
): Promise<Checkpoint | null> {
  const scored = await handleTeamCommand(services, teamId, { type: 'Score', tiers }, correlationId);
  return latestPosition([scored.position, await creditExperience(services, userId, teamId, scored.state, correlationId)]);
}

/** Credits the Experience coins of every open week to the wallet; the credit's command id makes each happen once. */
async function creditExperience(
  services: Pick<AppServices, 'commands' | 'now'>,
  userId: string,
  teamId: string,
  state: TeamState,
  correlationId: string,
): Promise<Checkpoint | null> {
  let last: Checkpoint | null = null;
  for (const [week, w] of state.weeks) {
    if (w.closed || w.experienceCoins === 0) continue;
    const credit = await creditCoins(services, {
      userId,
      commandId: `experience:${teamId}:${week}`,
      amount: w.experienceCoins,
      lot: 'earned',
      from: 'mint',
      reason: 'experience_reward',
      metadata: { actor: 'system', correlationId },
    });
    last = credit.position ?? last;
  }
  return last;
}

/** The furthest of some log positions (checkpoints sort as strings), or null when there is none. */
export function latestPosition(positions: ReadonlyArray<Checkpoint | null>): Checkpoint | null {
  return positions.reduce<Checkpoint | null>((a, b) => (a === null || (b !== null && b > a) ? b : a), null);
}
