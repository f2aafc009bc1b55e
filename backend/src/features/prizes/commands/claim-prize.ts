import {
  CLAIM_TIME_ZONE,
  MINIMUM_AGE,
  TAX_DETAILS_THRESHOLD_USD,
  VOID_STATES,
  localDate,
  minimumAgeByState,
  texts,
  type EventData,
} from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';
import { ownPrize, prizeStatus } from '../won-prizes';

export interface ClaimPrize {
  type: 'ClaimPrize';
  awardId: string;
  /** YYYY-MM-DD; only the age it gives on the claim date is recorded. */
  dateOfBirth: string;
  state: EventData<'PrizeClaimed'>['state'];
  /** Whether the claim came with tax details (kept encrypted outside the log by the prizes feature). */
  taxDetailsOnFile: boolean;
  /** Issued at the edge (random); recorded with the accepted claim. */
  redeemCode: string;
}

/** Whole years from the date of birth to `today` (both YYYY-MM-DD); null when the birth date is not a real past date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(by, bm - 1, bd));
  const real = birth.getUTCFullYear() === by && birth.getUTCMonth() === bm - 1 && birth.getUTCDate() === bd;
  if (!real || dateOfBirth > today) return null;
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

export const minimumAgeIn = (state: string) => minimumAgeByState[state] ?? MINIMUM_AGE;

const isVoidState = (state: string) => (VOID_STATES as readonly string[]).includes(state);

/**
 * The winner claims a pending prize before its deadline, if eligible under the official rules: old enough in their
 * state on the claim date (New York calendar), not in a state where the rules are void, and with tax details for a
 * prize of $600 or more. A claimed prize claimed again answers as it is (no new events).
 */
export function decideClaimPrize(command: ClaimPrize, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  const status = prizeStatus(prize);
  if (status === 'claimed' || status === 'redeemed') return [];
  if (status === 'forfeited') throw new DomainError('business_rule', texts.server.prizeForfeited);
  if (now.getTime() > Date.parse(prize.won.claimDeadline)) throw new DomainError('business_rule', texts.server.prizeClaimExpired);
  const age = ageOn(command.dateOfBirth, localDate(now, CLAIM_TIME_ZONE));
  if (age === null) throw new DomainError('validation_failed', texts.server.claimInvalidBirthDate);
  if (isVoidState(command.state)) throw new DomainError('business_rule', texts.server.claimVoidState);
  const minimum = minimumAgeIn(command.state);
  if (age < minimum) throw new DomainError('business_rule', texts.server.claimUnderage(minimum));
  if (prize.won.value >= TAX_DETAILS_THRESHOLD_USD && !command.taxDetailsOnFile) {
    throw new DomainError('business_rule', texts.server.claimTaxDetailsRequired);
  }
  return [
    {
      type: 'PrizeClaimed',
      data: {
        userId,
        awardId: command.awardId,
        state: command.state,
        ageAtClaim: age,
        taxDetailsOnFile: command.taxDetailsOnFile,
        redeemCode: command.redeemCode,
        claimedAt: now.toISOString(),
      },
    },
  ];
}
