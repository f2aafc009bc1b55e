import type { EventType } from '@fr/contracts';
import type { Decider } from '../../write/decider';
import { bankSlice } from '../bank';
import { challengesSlice } from '../challenges';
import { checkInSlice } from '../check-in';
import { prizesSlice } from '../prizes';
import { profileSlice } from '../profile';
import { shopSlice } from '../shop';
import type { EventOf, PlayerContext, WalletPart } from './player-slice';
import { walletDecider, type WalletEvent } from './wallet';

/**
 * The slices of the player stream, one per feature that owns commands on it. A new command is added to its feature's
 * slice; a feature with its first command on the stream adds its slice here.
 *
 * A function, read on first use: those features also run their commands through this stream, so their modules and
 * this one import each other, and the list must not be read while one of them is still loading.
 */
const slices = () => [checkInSlice, challengesSlice, shopSlice, bankSlice, prizesSlice, profileSlice] as const;

type Slices = ReturnType<typeof slices>;
type Slice = Slices[number];

/** Every slice's part of the state side by side (the parts' names must differ), beside the shared wallet. */
type StateOf<List> = List extends readonly [infer First, ...infer Rest]
  ? (First extends { initialState(): infer State } ? State : never) & StateOf<Rest>
  : unknown;
type DecideOf<List> = List extends readonly [infer First, ...infer Rest]
  ? (First extends { decide: infer Decide } ? Decide : never) & DecideOf<Rest>
  : unknown;
type EventsOf<S> = S extends { evolve: infer Evolve } ? EventOf<Extract<keyof Evolve, EventType>> : never;
type CommandsOf<S> = S extends { decide: infer Decide }
  ? { [K in keyof Decide]: Decide[K] extends (command: infer C, state: never, context: PlayerContext) => unknown ? C : never }[keyof Decide]
  : never;

export type PlayerState = WalletPart & StateOf<Slices>;
export type PlayerEvent = WalletEvent | EventsOf<Slice>;
export type PlayerCommand = CommandsOf<Slice>;

/**
 * Each command's decide function as the stream calls it. Assigning the slices' functions to it is the check that each
 * is keyed by its command's type, reads only parts the stream has, and decides only events some slice evolves.
 */
type Decide = {
  [T in PlayerCommand['type']]: (command: Extract<PlayerCommand, { type: T }>, state: PlayerState, context: PlayerContext) => PlayerEvent[];
};
type Evolve = (state: PlayerState, event: PlayerEvent) => Partial<PlayerState>;
type DecideAny = (command: PlayerCommand, state: PlayerState, context: PlayerContext) => PlayerEvent[];

const walletEvents: ReadonlyArray<WalletEvent['type']> = ['CoinsCredited', 'CoinsDebited'];
/** The shared wallet is evolved like a slice's part, by the coin events only. */
const evolveWallet: Evolve = (state, event) => ({ wallet: walletDecider.evolve(state.wallet, event as WalletEvent) });

function compose(list: Slices): Decider<PlayerState, PlayerCommand, PlayerContext, PlayerEvent> {
  // One owner per state part, event and command: two slices holding the same one would each hold half of its rule.
  const owners = new Map<string, string>([['state wallet', 'wallet'], ...walletEvents.map((type) => [`event ${type}`, 'wallet'] as const)]);
  const evolvers = new Map<string, Evolve>(walletEvents.map((type) => [type, evolveWallet]));
  const own = (what: string, slice: string) => {
    if (owners.has(what)) throw new Error(`${what} belongs to both ${owners.get(what)} and ${slice}`);
    owners.set(what, slice);
  };
  for (const slice of list) {
    for (const part of Object.keys(slice.initialState())) own(`state ${part}`, slice.name);
    for (const type of Object.keys(slice.decide)) own(`command ${type}`, slice.name);
    for (const [type, evolve] of Object.entries(slice.evolve)) {
      own(`event ${type}`, slice.name);
      evolvers.set(type, evolve as Evolve);
    }
  }
  const decide: Decide = Object.assign({}, ...list.map((slice) => slice.decide)) as DecideOf<Slices>;
  return {
    initialState: () =>
      Object.assign({ wallet: walletDecider.initialState() }, ...list.map((slice) => slice.initialState())) as PlayerState,
    evolve(state, event) {
      const evolve = evolvers.get(event.type);
      return evolve ? { ...state, ...evolve(state, event) } : state;
    },
    // The command's type picks its function; TypeScript cannot relate the two unions, hence the widening.
    decide: (command, state, context) => (decide[command.type] as DecideAny)(command, state, context),
  };
}

let composed: Decider<PlayerState, PlayerCommand, PlayerContext, PlayerEvent> | undefined;
const stream = () => (composed ??= compose(slices()));

/** The player stream: the shared wallet plus the slices of the features whose commands run on it. */
export const playerDecider: Decider<PlayerState, PlayerCommand, PlayerContext, PlayerEvent> = {
  initialState: () => stream().initialState(),
  evolve: (state, event) => stream().evolve(state, event),
  decide: (command, state, context) => stream().decide(command, state, context),
};
