import {
  DAILY_CHECKIN_BASE_COINS,
  DAILY_CHECKIN_BONUS_PER_CHALLENGE,
  DAILY_CHECKIN_MAX_BONUS_CHALLENGES,
  DAILY_CHECKIN_MAX_COINS,
  STREAK_GOALS,
  texts,
  type BoostOffer,
  type ChallengeCategory,
  type EventData,
} from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';
import { balanceOf, walletDecider, type WalletState } from '../../ledger/domain/wallet';
import { bonusCoins, bonusEligible, challengeById, isCheckInBonusChallenge } from './challenge-rules';
import { checkInVerdict } from './local-day';
import { evolvePlayer, initialPlayerState, type PlayerEvent, type PlayerState } from './player-state';

export interface TeamForBoost {
  teamId: string;
  userId: string;
  name: string;
  isActive: boolean;
}

export type PlayerCommand =
  | { type: 'CheckIn'; timeZone: string }
  | { type: 'CompleteChallenge'; challengeId: string; source: 'sync' | 'postback' | 'checkin'; sourceRef: string }
  | { type: 'ClaimBonus'; category: ChallengeCategory | 'all' }
  | { type: 'PurchaseBoost'; commandId: string; boostId: string; offer: BoostOffer; quotedCost?: number }
  | { type: 'ApplyBoost'; boostId: string; team: TeamForBoost | null; week: string }
  | { type: 'CompleteCoinPurchase'; paymentId: string; provider: 'sandbox' | 'stripe'; amount: number; bonus: number; priceCents: number };

export interface PlayerContext {
  userId: string;
  now: Date;
}

/** Coin movements come from the wallet decider, so their shape, lots and idempotency live in one place. */
const credit = (wallet: WalletState, userId: string, amount: number, reason: string, commandId: string, lot: 'earned' | 'purchased' = 'earned') =>
  walletDecider.decide({ type: 'CreditCoins', commandId, userId, amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason }, wallet, {});

function completion(wallet: WalletState, userId: string, challengeId: string, source: EventData<'ChallengeCompleted'>['source'], sourceRef: string, at: string): PlayerEvent[] {
  const reward = challengeById(challengeId)?.coinReward ?? 0;
  const completed: PlayerEvent = { type: 'ChallengeCompleted', data: { userId, challengeId, coinReward: reward, source, sourceRef, completedAt: at } };
  return reward > 0 ? [completed, ...credit(wallet, userId, reward, 'challenge_reward', `challenge:${challengeId}`)] : [completed];
}

/** A player's economy: every command that earns or spends coins carries its own double-entry coin event. */
export const playerDecider: Decider<PlayerState, PlayerCommand, PlayerContext, PlayerEvent> = {
  initialState: initialPlayerState,
  evolve: evolvePlayer,
  decide(command, state, { userId, now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'CheckIn': {
        const verdict = checkInVerdict(state.lastCheckIn, now, command.timeZone);
        if (!verdict.ok) throw new DomainError('already_claimed', texts.server.checkInAlreadyClaimed);
        const bonusChallenges = Math.min([...state.completed].filter(isCheckInBonusChallenge).length, DAILY_CHECKIN_MAX_BONUS_CHALLENGES);
        const reward = Math.min(DAILY_CHECKIN_BASE_COINS + DAILY_CHECKIN_BONUS_PER_CHALLENGE * bonusChallenges, DAILY_CHECKIN_MAX_COINS);
        const { localDate, streak } = verdict;
        const streakChallenges = STREAK_GOALS.filter((goal) => streak >= goal && !state.completed.has(`streak-${goal}`));
        return [
          { type: 'DailyCheckInClaimed', data: { userId, localDate, timeZone: command.timeZone, reward, bonusChallenges, streak, claimedAt: at } },
          ...credit(state.wallet, userId, reward, 'daily_checkin', `checkin:${localDate}`),
          ...streakChallenges.flatMap((goal) => completion(state.wallet, userId, `streak-${goal}`, 'checkin', localDate, at)),
        ];
      }
      case 'CompleteChallenge':
        if (state.completed.has(command.challengeId) || !challengeById(command.challengeId)) return [];
        return completion(state.wallet, userId, command.challengeId, command.source, command.sourceRef, at);
      case 'ClaimBonus': {
        if (state.bonuses.has(command.category)) throw new DomainError('business_rule', texts.server.bonusAlreadyClaimed);
        if (!bonusEligible(command.category, state, now)) {
          throw new DomainError('business_rule', command.category === 'all' ? texts.server.ultimateNotEligible : texts.server.bonusNotEligible);
        }
        const coins = bonusCoins(command.category);
        return [
          { type: 'BonusClaimed', data: { userId, category: command.category, coins, claimedAt: at } },
          ...credit(state.wallet, userId, coins, command.category === 'all' ? 'ultimate_bonus' : 'category_bonus', `bonus:${command.category}`),
        ];
      }
      case 'PurchaseBoost': {
        const { offer } = command;
        const debit = { type: 'DebitCoins' as const, commandId: command.commandId, userId, amount: offer.coinCost, reason: 'boost_purchase' };
        // A known command id is a retry: nothing new when it asks the same, a refusal when it asks something else.
        if (state.wallet.applied.has(command.commandId)) return walletDecider.decide(debit, state.wallet, {});
        if (command.quotedCost !== undefined && command.quotedCost !== offer.coinCost) throw new DomainError('business_rule', texts.server.costMismatch);
        const balance = balanceOf(state.wallet);
        if (balance < offer.coinCost) {
          const message = offer.category === 'upgrade' ? texts.server.needCoinsForUpgrade : texts.server.needCoinsForBoost;
          throw new DomainError('insufficient_coins', message(offer.coinCost, balance));
        }
        const { boostTypeId, level, code, name, description } = offer;
        return [
          { type: 'BoostPurchased', data: { userId, boostId: command.boostId, boostTypeId, level, code, name, description, cost: offer.coinCost, purchasedAt: at } },
          ...walletDecider.decide(debit, state.wallet, {}),
        ];
      }
      case 'ApplyBoost': {
        const owned = state.boosts.get(command.boostId);
        if (!owned) throw new DomainError('not_found', texts.server.boostNotFound);
        if (owned.applied) throw new DomainError('conflict', texts.server.boostAlreadyApplied);
        const team = command.team;
        if (!team || team.userId !== userId) throw new DomainError('not_found', texts.server.teamNotFound);
        if (team.isActive) throw new DomainError('business_rule', texts.server.teamActive);
        return [{
          type: 'BoostApplied',
          data: { userId, boostId: command.boostId, code: owned.purchase.code, teamId: team.teamId, teamName: team.name, week: command.week, appliedAt: at },
        }];
      }
      case 'CompleteCoinPurchase': {
        if (state.payments.has(command.paymentId)) return [];
        const { paymentId, provider, amount, bonus, priceCents } = command;
        return [
          { type: 'CoinPurchaseCompleted', data: { userId, paymentId, provider, amount, bonus, priceCents, completedAt: at } },
          ...credit(state.wallet, userId, amount, 'coin_purchase', `purchase:${paymentId}`, 'purchased'),
          ...(bonus > 0 ? credit(state.wallet, userId, bonus, 'purchase_bonus', `purchase-bonus:${paymentId}`) : []),
        ];
      }
    }
  },
};
