// The player stream (`player-{userId}`): the coin wallet plus check-ins, challenges, bonuses, boosts, coin purchases,
// won prizes, profile settings and responsible play. It owns no routes, jobs or read models, so it is not in the
// feature list; the economy features (coins, check-in, challenges, shop, bank), fantasy, raffles, prizes and profile
// run their commands through it.
export { awardPrize, completeChallenge, forfeitPrize, handlePlayerCommand } from './player-commands';
export { playerDecider, type PlayerCommand } from './player-decider';
export type { PlayerContext } from './player-context';
export type { OwnedBoost, PlayerEvent, PlayerState, ProfileSettings, WonPrizeRecord } from './player-state';
export { prizeStatus, type WonPrizeStatus } from './won-prizes';
export { balanceOf, walletDecider, type WalletCommand, type WalletEvent, type WalletState } from './wallet';
export { isCheckInBonusChallenge } from './challenge-rules';
