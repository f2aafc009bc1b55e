import { TAX_DETAILS_THRESHOLD_USD, prizeNeedsShippingAddress, type WonPrize } from '@fr/contracts';
import type { PrizesState } from './prizes-slice';
import { prizeStatus } from './won-prizes';

/**
 * A won prize as the API shows it, from the state the command left: the answer of a committed claim or redeem never
 * depends on the read model having caught up. Only prizes the command found are answered, so the award is there.
 */
export function prizeAnswer(state: PrizesState, awardId: string): WonPrize {
  const prize = state.prizes.get(awardId);
  if (!prize) throw new Error(`award ${awardId} answered without its prize`);
  const status = prizeStatus(prize);
  if (status === 'forfeited') throw new Error(`award ${awardId} answered after its forfeit`);
  const { won, claim } = prize;
  return {
    id: won.awardId,
    name: won.name,
    value: won.value,
    type: won.type,
    status,
    wonDate: won.wonAt,
    claimDeadline: won.claimDeadline,
    description: won.description,
    redeemCode: claim?.redeemCode ?? null,
    prizeId: won.prizeId,
    drawId: won.drawId,
    raffleId: won.raffleId,
    taxDetailsRequired: won.value >= TAX_DETAILS_THRESHOLD_USD,
    shippingAddressRequired: prizeNeedsShippingAddress(won.type),
  };
}
