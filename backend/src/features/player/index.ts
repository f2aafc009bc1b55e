// The player stream (`player-{userId}`): one consistency boundary for the coin wallet every slice shares and the
// slices of the features whose commands run on it (listed in player-decider.ts). It owns no routes, jobs or read
// models, so it is not in the feature list.
export { handlePlayerCommand, type PlayerServices } from './player-commands';
export { playerDecider, type PlayerCommand, type PlayerEvent } from './player-decider';
export type { EventOf, PlayerContext, PlayerSlice, WalletPart } from './player-slice';
export { creditEvents, debitEvents } from './coin-events';
export { balanceOf, walletDecider, type WalletCommand, type WalletEvent, type WalletState } from './wallet';
