import type { EventOf, PlayerSlice } from '../player';
import { decideClaimBonus } from './commands/claim-bonus';
import { decideCompleteChallenge } from './commands/complete-challenge';

export type ChallengesEvent = EventOf<'ChallengeCompleted' | 'BonusClaimed'>;

/** Completed challenges and claimed bonuses; the check-in slice reads the completed ones (its bonus and streaks). */
export interface ChallengesState {
  completed: ReadonlySet<string>;
  bonuses: ReadonlySet<string>;
}

/** The challenges' part of the player stream: completions from real signals, and the bonuses they unlock. */
export const challengesSlice = {
  name: 'challenges',
  initialState: () => ({ completed: new Set<string>(), bonuses: new Set<string>() }),
  evolve: {
    ChallengeCompleted: (state, { data }) => ({ ...state, completed: new Set(state.completed).add(data.challengeId) }),
    BonusClaimed: (state, { data }) => ({ ...state, bonuses: new Set(state.bonuses).add(data.category) }),
  },
  decide: { CompleteChallenge: decideCompleteChallenge, ClaimBonus: decideClaimBonus },
} satisfies PlayerSlice<ChallengesState, ChallengesEvent>;
