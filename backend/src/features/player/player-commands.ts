import { playerStream, type DomainEvent, type EventMetadata } from '@fr/contracts';
import type { AppServices } from '../../services';
import type { CommandResult } from '../../write/command-handler';
import type { Decider } from '../../write/decider';
import type { AnyPlayerSlice, CommandsOf, EventsOf, PartOf, PlayerDecider } from './player-decider';
import type { PlayerContext, WalletPart } from './player-slice';
import type { WalletEvent } from './wallet';

export type PlayerServices = Pick<AppServices, 'commands' | 'now' | 'readYourWrites'>;

let composed: Decider<WalletPart, { type: string }, PlayerContext, DomainEvent> | undefined;

/**
 * The composed player stream the commands run on. The composition root sets it once (features/player-stream.ts, from
 * startSystem): the slices' features run their commands through it, so they cannot import the list that holds them.
 */
export function usePlayerStream(decider: PlayerDecider<readonly AnyPlayerSlice[]>): void {
  composed = decider as unknown as typeof composed;
}

/**
 * Runs a command of slice `S` on the player's stream and waits until the read models show it (read-your-writes). The
 * answer's state is typed as the slice sees it: its own part and the wallet.
 */
export async function handlePlayerCommand<S extends AnyPlayerSlice>(
  services: PlayerServices,
  userId: string,
  command: CommandsOf<S>,
  /** Who else acts on the player's stream (an admin's adjustment): the actor and the admin, for the ledger's causes. */
  metadata?: EventMetadata,
): Promise<CommandResult<WalletPart & PartOf<S>, WalletEvent | EventsOf<S>>> {
  if (!composed) throw new Error('the player stream is not composed: startSystem composes it (features/player-stream.ts)');
  const result = await services.commands.handle({
    streamId: playerStream(userId),
    decider: composed,
    command,
    context: { userId, now: services.now() },
    metadata: { actor: userId, command: (command as { type: string }).type, ...metadata },
  });
  await services.readYourWrites(result.position);
  return result as unknown as CommandResult<WalletPart & PartOf<S>, WalletEvent | EventsOf<S>>;
}
