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
  let last = scored.position;
  for (const [week, w] of scored.state.weeks) {
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
