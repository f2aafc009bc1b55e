// The player stream (`player-{userId}`): one consistency boundary for the coin wallet every slice shares and the
// slices of the features whose commands run on it. The list of slices lives at the composition root
// (features/player-stream.ts), since those features run their commands through the stream. It owns no routes, jobs
// or read models, so it is not in the feature list.
export { handlePlayerCommand, usePlayerStream, type PlayerServices } from './player-commands';
export {
  composePlayerStream,
  type AnyPlayerSlice,
  type CommandsOf,
  type EventsOf,
  type PartOf,
  type PlayerCommandOf,
  type PlayerDecider,
  type PlayerEventOf,
  type PlayerStateOf,
} from './player-decider';
export type { EventOf, PlayerContext, PlayerSlice, WalletPart } from './player-slice';
export { creditEvents, debitEvents } from './coin-events';
export { balanceOf, spendLots, walletDecider, type WalletCommand, type WalletEvent, type WalletState } from './wallet';
