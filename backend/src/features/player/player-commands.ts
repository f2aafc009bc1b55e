import { playerStream, type Checkpoint } from '@fr/contracts';
import type { Platform } from '../../platform/platform';
import type { CommandResult } from '../../write/command-handler';
import { eventIdFor } from '../../write/event-ids';
import { playerDecider, type PlayerCommand } from './player-decider';
import type { PlayerEvent, PlayerState } from './player-state';

type PlayerPlatform = Pick<Platform, 'commands' | 'now' | 'readYourWrites'>;

/** Runs a command on the player's stream and waits until the read models show it (read-your-writes). */
export async function handlePlayerCommand(platform: PlayerPlatform, userId: string, command: PlayerCommand): Promise<CommandResult<PlayerState, PlayerEvent>> {
  const result = await platform.commands.handle({
    streamId: playerStream(userId),
    decider: playerDecider,
    command,
    context: { userId, now: platform.now() },
    eventId: (_event, index, version) => eventIdFor(`${playerStream(userId)}:${version + index + 1}`),
    metadata: { actor: userId, command: command.type },
  });
  await platform.readYourWrites(result.position);
  return result;
}

/** Completes a challenge from a real signal; a no-op when it is already complete or unknown. */
export async function completeChallenge(
  platform: PlayerPlatform,
  userId: string,
  challengeId: string,
  source: 'sync' | 'postback' | 'checkin',
  sourceRef: string,
): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand(platform, userId, { type: 'CompleteChallenge', challengeId, source, sourceRef });
  return result.position;
}
