import { TAX_DETAILS_THRESHOLD_USD, eligibilityAt, prizeNeedsShippingAddress, texts, type EventData } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';
import { ownPrize, prizeStatus } from '../won-prizes';

export interface ClaimPrize {
  type: 'ClaimPrize';
  awardId: string;
  /** The declared date of birth (YYYY-MM-DD, eligibility feature); only the age it gives on the claim date is recorded. */
  dateOfBirth: string;
  state: EventData<'PrizeClaimed'>['state'];
  /** Whether the claim came with tax details (kept encrypted outside the log by the prizes feature). */
  taxDetailsOnFile: boolean;
  /** Whether the claim came with a shipping address (kept encrypted outside the log, like tax details). */
  shippingAddressOnFile: boolean;
  /** Issued at the edge (random); recorded with the accepted claim. */
  redeemCode: string;
}

/**
 * The winner claims a pending prize before its deadline, if still eligible under the official rules as they declared
 * (checked again: a state or birth date changed since the entry counts): old enough in their state on the claim date
 * (New York calendar), not in a state where the rules are void, with tax details for a prize of $600 or more and a
 * shipping address for a prize that is sent. A claimed prize claimed again answers as it is (no new events).
 */
export function decideClaimPrize(command: ClaimPrize, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  const status = prizeStatus(prize);
  if (status === 'claimed' || status === 'redeemed') return [];
  if (status === 'forfeited') throw new DomainError('business_rule', texts.server.prizeForfeited);
  if (now.getTime() > Date.parse(prize.won.claimDeadline)) throw new DomainError('business_rule', texts.server.prizeClaimExpired);
  const verdict = eligibilityAt(command, now, 'raffle');
  if (!verdict.eligible) {
    if (verdict.rule === 'invalid_birth_date') throw new DomainError('validation_failed', texts.server.claimInvalidBirthDate);
    if (verdict.rule === 'void_state') throw new DomainError('business_rule', texts.server.claimVoidState);
    throw new DomainError('business_rule', texts.server.claimUnderage(verdict.minimumAge));
  }
  if (prize.won.value >= TAX_DETAILS_THRESHOLD_USD && !command.taxDetailsOnFile) {
    throw new DomainError('business_rule', texts.server.claimTaxDetailsRequired);
  }
  if (prizeNeedsShippingAddress(prize.won.type) && !command.shippingAddressOnFile) {
    throw new DomainError('business_rule', texts.server.shippingAddressRequired);
  }
  return [
    {
      type: 'PrizeClaimed',
      data: {
        userId,
        awardId: command.awardId,
        state: command.state,
        ageAtClaim: verdict.age,
        taxDetailsOnFile: command.taxDetailsOnFile,
        redeemCode: command.redeemCode,
        claimedAt: now.toISOString(),
      },
    },
  ];
}
