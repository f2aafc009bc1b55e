import { playerStream, type CoinLot, type EventMetadata, type SpendPolicy } from '@fr/contracts';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { balanceOf, walletDecider, type WalletCommand } from '../player';

export interface CoinMovement {
  userId: string;
  /** Idempotency key: the same id with the same content is applied once; with other content it is refused. */
  commandId: string;
  amount: number;
  reason: string;
  metadata?: EventMetadata;
}

export interface CoinOutcome {
  balance: number;
  applied: boolean;
  position: string | null;
}

/** Credits coins to a player from the mint (earned) or the bank (bought), once per command id. */
export function creditCoins(
  services: Pick<AppServices, 'commands'>,
  movement: CoinMovement & { lot: CoinLot; from: 'mint' | 'bank' },
): Promise<CoinOutcome> {
  const { lot, from, metadata } = movement;
  return run(services, { type: 'CreditCoins', ...pick(movement), lot, from }, metadata);
}

/** Debits coins from a player to the sink from the lots `pays` allows, never below zero, once per command id. */
export function debitCoins(services: Pick<AppServices, 'commands'>, movement: CoinMovement & { pays: SpendPolicy }): Promise<CoinOutcome> {
  return run(services, { type: 'DebitCoins', ...pick(movement), pays: movement.pays }, movement.metadata);
}

async function run(
  services: Pick<AppServices, 'commands'>,
  command: WalletCommand,
  metadata: EventMetadata | undefined,
): Promise<CoinOutcome> {
  const result = await services.commands.handle({
    streamId: playerStream(command.userId),
    decider: walletDecider,
    command,
    context: {},
    eventId: () => eventIdFor(`wallet:${command.userId}:${command.commandId}`),
    metadata: { command: command.type, ...metadata },
  });
  return { balance: balanceOf(result.state), applied: result.events.length > 0, position: result.position };
}

function pick(m: CoinMovement) {
  return { commandId: m.commandId, userId: m.userId, amount: m.amount, reason: m.reason };
}
