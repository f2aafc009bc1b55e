// The player stream (`player-{userId}`): the coin wallet plus check-ins, challenges, bonuses, boosts and coin
// purchases. It owns no routes, jobs or read models, so it is not in the feature list; the economy features
// (coins, check-in, challenges, shop, bank) and fantasy run their commands through it.
export { completeChallenge, handlePlayerCommand } from './player-commands';
export { playerDecider, type PlayerCommand } from './player-decider';
export type { PlayerContext } from './player-context';
export type { OwnedBoost, PlayerEvent, PlayerState } from './player-state';
export { balanceOf, walletDecider, type WalletCommand, type WalletEvent, type WalletState } from './wallet';
export { isCheckInBonusChallenge } from './challenge-rules';
export { addDays, liveStreak, localDate, nextResetAfter, startOfLocalDay, type LastClaim } from './local-day';
