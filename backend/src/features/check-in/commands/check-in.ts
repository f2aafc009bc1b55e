import { DAILY_CHECKIN_MAX_BONUS_CHALLENGES, STREAK_GOALS, checkInReward, checkInVerdict, texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { completionEvents, isCheckInBonusChallenge, type ChallengesEvent, type ChallengesState } from '../../challenges';
import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { CheckInEvent, CheckInState } from '../check-in-slice';

export interface CheckIn {
  type: 'CheckIn';
  timeZone: string;
  /**
   * Each challenge's reward as the live catalogue has it (issue 23), by challenge id: a streak challenge the claim
   * completes pays what the Challenges page shows. An id not in it pays the seed's reward.
   */
  rewards?: Readonly<Record<string, number>>;
}

/**
 * Once per local day: 50 coins plus 50 per completed sign-up or sync challenge (950 at most), the streak, and any
 * streak challenge the new streak reaches.
 */
export function decideCheckIn(
  command: CheckIn,
  state: CheckInState & ChallengesState & WalletPart,
  { userId, now }: PlayerContext,
): Array<CheckInEvent | ChallengesEvent | WalletEvent> {
  const verdict = checkInVerdict(state.lastCheckIn, now, command.timeZone);
  if (!verdict.ok) throw new DomainError('already_claimed', texts.server.checkInAlreadyClaimed);
  const at = now.toISOString();
  const bonusChallenges = Math.min([...state.completed].filter(isCheckInBonusChallenge).length, DAILY_CHECKIN_MAX_BONUS_CHALLENGES);
  const reward = checkInReward(bonusChallenges);
  const { localDate, streak } = verdict;
  const streakChallenges = STREAK_GOALS.filter((goal) => streak >= goal && !state.completed.has(`streak-${goal}`));
  return [
    {
      type: 'DailyCheckInClaimed',
      data: { userId, localDate, timeZone: command.timeZone, reward, bonusChallenges, streak, claimedAt: at },
    },
    ...creditEvents(state.wallet, userId, reward, 'daily_checkin', `checkin:${localDate}`),
    ...streakChallenges.flatMap((goal) =>
      completionEvents(state.wallet, userId, `streak-${goal}`, 'checkin', localDate, at, command.rewards?.[`streak-${goal}`]),
    ),
  ];
}
