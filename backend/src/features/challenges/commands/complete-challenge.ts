import type { EventData } from '@fr/contracts';
import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart, type WalletState } from '../../player';
import { challengeById } from '../challenge-rules';
import type { ChallengesEvent, ChallengesState } from '../challenges-slice';

type Source = EventData<'ChallengeCompleted'>['source'];

export interface CompleteChallenge {
  type: 'CompleteChallenge';
  challengeId: string;
  source: Source;
  sourceRef: string;
  /** The live catalogue's reward when the signal came; absent, the shipped one. */
  coinReward?: number;
}

/** The completion and its reward, credited once per challenge (the command id is the challenge). */
export function completionEvents(
  wallet: WalletState,
  userId: string,
  challengeId: string,
  source: Source,
  sourceRef: string,
  at: string,
  reward = challengeById(challengeId)?.coinReward ?? 0,
): Array<ChallengesEvent | WalletEvent> {
  const completed: ChallengesEvent = {
    type: 'ChallengeCompleted',
    data: { userId, challengeId, coinReward: reward, source, sourceRef, completedAt: at },
  };
  return reward > 0 ? [completed, ...creditEvents(wallet, userId, reward, 'challenge_reward', `challenge:${challengeId}`)] : [completed];
}

/** Completes a challenge from a real signal; nothing when it is already complete or unknown. */
export function decideCompleteChallenge(
  command: CompleteChallenge,
  state: ChallengesState & WalletPart,
  { userId, now }: PlayerContext,
): Array<ChallengesEvent | WalletEvent> {
  if (state.completed.has(command.challengeId) || !challengeById(command.challengeId)) return [];
  const { challengeId, source, sourceRef, coinReward } = command;
  return completionEvents(state.wallet, userId, challengeId, source, sourceRef, now.toISOString(), coinReward);
}
