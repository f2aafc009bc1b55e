import { playerStream } from '@fr/contracts';
import type { AppServices } from '../../services';
import type { CommandResult } from '../../write/command-handler';
import { playerDecider, type PlayerCommand, type PlayerEvent, type PlayerState } from './player-decider';

export type PlayerServices = Pick<AppServices, 'commands' | 'now' | 'readYourWrites'>;

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
