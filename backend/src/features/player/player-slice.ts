import type { DomainEvent, EventType } from '@fr/contracts';
import type { WalletState } from './wallet';

/** One event type of the log, with its payload. */
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** What every player command is decided with: whose stream it is and the time of the decision. */
export interface PlayerContext {
  userId: string;
  now: Date;
}

/**
 * The wallet every slice shares: coins are spent and credited by most commands, in the same append as the business
 * event, so it is the stream's core and not any one feature's part.
 */
export interface WalletPart {
  wallet: WalletState;
}

/**
 * A feature's part of the player stream: the events it adds, its part of the state and how those events change it,
 * and one decide function per command it owns (keyed by the command's type).
 *
 * A decide function is given the stream's whole state and names in its type the parts it reads: its own, the wallet,
 * and read-only the part of another slice exported by that feature (check-in counts the completed challenges). Only
 * the owning slice evolves a part, so each rule is written once, in the feature it belongs to; the stream stays one
 * consistency boundary, so a balance check and the spend it allows are still decided and appended together.
 */
export interface PlayerSlice<State extends object, Event extends DomainEvent> {
  name: string;
  initialState(): State;
  evolve: { [E in Event as E['type']]: (state: State, event: E) => State };
  decide: Record<string, (command: never, state: never, context: PlayerContext) => DomainEvent[]>;
}
