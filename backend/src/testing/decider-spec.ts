import { expect } from 'vitest';
import type { DomainEvent } from '@fr/contracts';
import type { Decider } from '../write/decider';

/**
 * Given/when/then for a pure decider: `given` past events (folded with evolve), `when` a command, `then` the events
 * it decides, or the refusal it throws.
 */
export function deciderSpec<State, Command, Context, Event extends DomainEvent>(
  decider: Decider<State, Command, Context, Event>,
  context: Context,
) {
  return {
    given(...history: Event[]) {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command, at: Context = context) {
          const decide = () => decider.decide(command, state, at);
          return {
            /** The decided events, for assertions beyond equality. */
            events: decide,
            then: (expected: Event[]) => expect(decide()).toEqual(expected),
            thenNothing: () => expect(decide()).toEqual([]),
            thenRefuses: (message: string | RegExp) => expect(decide).toThrow(message),
          };
        },
      };
    },
  };
}
