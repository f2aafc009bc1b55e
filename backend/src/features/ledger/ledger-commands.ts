import { playerStream, type CoinLot, type EventMetadata } from '@fr/contracts';
import type { CommandHandler } from '../../write/command-handler';
import { eventIdFor } from '../../write/event-ids';
import { balanceOf, walletDecider, type WalletCommand } from './domain/wallet';

export interface CoinMovement {
  userId: string;
  /** Idempotency key: the same id with the same content is applied once; with other content it is refused. */
  commandId: string;
  amount: number;
  reason: string;
  metadata?: EventMetadata;
}

export interface LedgerOutcome {
  balance: number;
  applied: boolean;
  position: string | null;
}

/** Every coin movement goes through here, onto the player's wallet stream. */
export class LedgerCommands {
  constructor(private readonly handler: CommandHandler) {}

  credit(movement: CoinMovement & { lot: CoinLot; from: 'mint' | 'bank' }): Promise<LedgerOutcome> {
    return this.run({ type: 'CreditCoins', ...pick(movement), lot: movement.lot, from: movement.from }, movement.metadata);
  }

  debit(movement: CoinMovement): Promise<LedgerOutcome> {
    return this.run({ type: 'DebitCoins', ...pick(movement) }, movement.metadata);
  }

  private async run(command: WalletCommand, metadata: EventMetadata | undefined): Promise<LedgerOutcome> {
    const result = await this.handler.handle({
      streamId: playerStream(command.userId),
      decider: walletDecider,
      command,
      context: {},
      eventId: () => eventIdFor(`wallet:${command.userId}:${command.commandId}`),
      metadata: { command: command.type, ...metadata },
    });
    return { balance: balanceOf(result.state), applied: result.events.length > 0, position: result.position };
  }
}

function pick(m: CoinMovement) {
  return { commandId: m.commandId, userId: m.userId, amount: m.amount, reason: m.reason };
}
