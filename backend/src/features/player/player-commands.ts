import { playerStream, type Checkpoint } from '@fr/contracts';
import type { AppServices } from '../../services';
import type { CommandResult } from '../../write/command-handler';
import type { PrizeAward } from './commands/award-prize';
import { playerDecider, type PlayerCommand } from './player-decider';
import type { PlayerEvent, PlayerState } from './player-state';

type PlayerServices = Pick<AppServices, 'commands' | 'now' | 'readYourWrites'>;

/** Runs a command on the player's stream and waits until the read models show it (read-your-writes). */
export async function handlePlayerCommand(
  services: PlayerServices,
  userId: string,
  command: PlayerCommand,
): Promise<CommandResult<PlayerState, PlayerEvent>> {
  const result = await services.commands.handle({
    streamId: playerStream(userId),
    decider: playerDecider,
    command,
    context: { userId, now: services.now() },
    metadata: { actor: userId, command: command.type },
  });
  await services.readYourWrites(result.position);
  return result;
}

/** Completes a challenge from a real signal; a no-op when it is already complete or unknown. */
export async function completeChallenge(
  services: PlayerServices,
  userId: string,
  challengeId: string,
  source: 'sync' | 'postback' | 'checkin',
  sourceRef: string,
): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand(services, userId, { type: 'CompleteChallenge', challengeId, source, sourceRef });
  return result.position;
}

/** Puts a draw's prize on the winner's stream, once per award id (a replay appends nothing and answers null). */
export async function awardPrize(services: PlayerServices, userId: string, award: PrizeAward): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand(services, userId, { type: 'AwardPrize', award });
  return result.position;
}

/**
 * Forfeits a pending prize past its deadline (null when it already was). Throws a DomainError when the prize was
 * claimed or its deadline has not passed: the draw must then keep the award where it is.
 */
export async function forfeitPrize(services: PlayerServices, userId: string, awardId: string): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand(services, userId, { type: 'ForfeitPrize', awardId });
  return result.position;
}
