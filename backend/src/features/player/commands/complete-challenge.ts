import type { EventData } from '@fr/contracts';
import { challengeById } from '../challenge-rules';
import type { PlayerContext } from '../player-context';
import type { PlayerEvent, PlayerState } from '../player-state';
import type { WalletState } from '../wallet';
import { creditEvents } from './coin-events';

type Source = EventData<'ChallengeCompleted'>['source'];

export interface CompleteChallenge {
  type: 'CompleteChallenge';
  challengeId: string;
  source: Source;
  sourceRef: string;
}

/** The completion and its reward, credited once per challenge (the command id is the challenge). */
export function completionEvents(
  wallet: WalletState,
  userId: string,
  challengeId: string,
  source: Source,
  sourceRef: string,
  at: string,
): PlayerEvent[] {
  const reward = challengeById(challengeId)?.coinReward ?? 0;
  const completed: PlayerEvent = {
    type: 'ChallengeCompleted',
    data: { userId, challengeId, coinReward: reward, source, sourceRef, completedAt: at },
  };
  return reward > 0 ? [completed, ...creditEvents(wallet, userId, reward, 'challenge_reward', `challenge:${challengeId}`)] : [completed];
}

/** Completes a challenge from a real signal; nothing when it is already complete or unknown. */
export function decideCompleteChallenge(command: CompleteChallenge, state: PlayerState, { userId, now }: PlayerContext): PlayerEvent[] {
  if (state.completed.has(command.challengeId) || !challengeById(command.challengeId)) return [];
  return completionEvents(state.wallet, userId, command.challengeId, command.source, command.sourceRef, now.toISOString());
}
