import type { DomainEvent } from '@fr/contracts';

/** A pure aggregate: decide turns a command into events (or throws a DomainError), evolve folds events into state. */
export interface Decider<State, Command, Context, Event extends DomainEvent = DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: Context): Event[];
}
