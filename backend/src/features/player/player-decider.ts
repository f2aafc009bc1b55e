import type { EventType } from '@fr/contracts';
import type { Decider } from '../../write/decider';
import type { EventOf, PlayerContext, PlayerSlice, WalletPart } from './player-slice';
import { walletDecider, type WalletEvent } from './wallet';

/** Any feature's slice, as the composition takes it (its own state and events are known to its own types only). */
export interface AnyPlayerSlice {
  name: string;
  initialState(): object;
  evolve: Partial<Record<EventType, (state: never, event: never) => object>>;
  decide: PlayerSlice<object, never>['decide'];
}

/** Every slice's part of the state side by side (the parts' names must differ), beside the shared wallet. */
type StateOf<List> = List extends readonly [infer First, ...infer Rest]
  ? (First extends { initialState(): infer State } ? State : never) & StateOf<Rest>
  : unknown;
type DecideOf<List> = List extends readonly [infer First, ...infer Rest]
  ? (First extends { decide: infer Decide } ? Decide : never) & DecideOf<Rest>
  : unknown;
/** The events a slice adds (those it evolves). */
export type EventsOf<S> = S extends { evolve: infer Evolve } ? EventOf<Extract<keyof Evolve, EventType>> : never;
/** The commands a slice owns (those it decides). */
export type CommandsOf<S> = S extends { decide: infer Decide }
  ? { [K in keyof Decide]: Decide[K] extends (command: infer C, state: never, context: PlayerContext) => unknown ? C : never }[keyof Decide]
  : never;
/** A slice's own part of the state. */
export type PartOf<S> = S extends { initialState(): infer State } ? State : never;

export type PlayerStateOf<List> = WalletPart & StateOf<List>;
export type PlayerEventOf<List extends readonly unknown[]> = WalletEvent | EventsOf<List[number]>;
export type PlayerCommandOf<List extends readonly unknown[]> = CommandsOf<List[number]>;
export type PlayerDecider<List extends readonly unknown[]> = Decider<
  PlayerStateOf<List>,
  PlayerCommandOf<List>,
  PlayerContext,
  PlayerEventOf<List>
>;

/**
 * Each command's decide function as the stream calls it. A list whose functions are not keyed by their command's type,
 * read parts the stream does not have, or decide events no slice evolves does not fit it.
 */
type DecideMap<List extends readonly unknown[]> = {
  [T in PlayerCommandOf<List>['type']]: (
    command: Extract<PlayerCommandOf<List>, { type: T }>,
    state: PlayerStateOf<List>,
    context: PlayerContext,
  ) => Array<PlayerEventOf<List>>;
};
/** The list itself when its decide functions fit the stream (see DecideMap), else never: the argument then fails to compile. */
type CheckedSlices<List extends readonly unknown[]> = DecideOf<List> extends DecideMap<List> ? List : never;

type State = WalletPart & Record<string, unknown>;
type Command = { type: string };
type Evolve = (state: State, event: EventOf<EventType>) => Partial<State>;
type Decide = (command: Command, state: State, context: PlayerContext) => Array<EventOf<EventType>>;

const walletEvents: ReadonlyArray<WalletEvent['type']> = ['CoinsCredited', 'CoinsDebited'];
/** The shared wallet is evolved like a slice's part, by the coin events only. */
const evolveWallet: Evolve = (state, event) => ({ wallet: walletDecider.evolve(state.wallet, event as WalletEvent) });

/**
 * The player stream from its slices: the shared wallet plus each slice's part, events and commands. The composition
 * root (features/player-stream.ts) holds the one list; the types of the stream's state, events and commands are
 * worked out from it, so no union is written twice.
 */
export function composePlayerStream<const List extends readonly AnyPlayerSlice[]>(list: List & CheckedSlices<List>): PlayerDecider<List> {
  // One owner per state part, event and command: two slices holding the same one would each hold half of its rule.
  const owners = new Map<string, string>([['state wallet', 'wallet'], ...walletEvents.map((type) => [`event ${type}`, 'wallet'] as const)]);
  const evolvers = new Map<string, Evolve>(walletEvents.map((type) => [type, evolveWallet]));
  const deciders = new Map<string, Decide>();
  const own = (what: string, slice: string) => {
    if (owners.has(what)) throw new Error(`${what} belongs to both ${owners.get(what)} and ${slice}`);
    owners.set(what, slice);
  };
  for (const slice of list) {
    for (const part of Object.keys(slice.initialState())) own(`state ${part}`, slice.name);
    for (const [type, decide] of Object.entries(slice.decide)) {
      own(`command ${type}`, slice.name);
      deciders.set(type, decide as Decide);
    }
    for (const [type, evolve] of Object.entries(slice.evolve)) {
      own(`event ${type}`, slice.name);
      evolvers.set(type, evolve as Evolve);
    }
  }
  const decider: Decider<State, Command, PlayerContext, EventOf<EventType>> = {
    initialState: () => Object.assign({ wallet: walletDecider.initialState() }, ...list.map((slice) => slice.initialState())) as State,
    evolve(state, event) {
      const evolve = evolvers.get(event.type);
      return evolve ? { ...state, ...evolve(state, event) } : state;
    },
    decide(command, state, context) {
      const decide = deciders.get(command.type);
      if (!decide) throw new Error(`no slice of the player stream decides ${command.type}`);
      return decide(command, state, context);
    },
  };
  // The maps above key each function by its type; TypeScript cannot relate the two unions, hence the widening.
  return decider as unknown as PlayerDecider<List>;
}
