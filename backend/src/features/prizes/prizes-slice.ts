import type { EventData } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideAwardPrize } from './commands/award-prize';
import { decideClaimPrize } from './commands/claim-prize';
import { decideForfeitPrize } from './commands/forfeit-prize';
import { decideContactWinner, decideMarkPrizeCashPaid, decideMarkPrizeDelivered, decideMarkPrizeShipped } from './commands/fulfil-prize';
import { decideRedeemPrize } from './commands/redeem-prize';

export type PrizesEvent = EventOf<
  | 'PrizeWon'
  | 'PrizeClaimed'
  | 'PrizeRedeemed'
  | 'PrizeForfeited'
  | 'PrizeShipped'
  | 'PrizeDelivered'
  | 'PrizeCashPaid'
  | 'PrizeWinnerContacted'
>;

/** A prize the player won, and what became of it. */
export interface WonPrizeRecord {
  won: EventData<'PrizeWon'>;
  claim: EventData<'PrizeClaimed'> | null;
  redeemedAt: string | null;
  forfeitedAt: string | null;
  /** Fulfilment by the operators (issue 23). */
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  deliveredAt: string | null;
  payment: { paymentReference: string; paidAt: string } | null;
  /** The contact ids of the e-mails sent about it, so a retried contact sends nothing more. */
  contacts: ReadonlySet<string>;
}

export interface PrizesState {
  /** By award id. */
  prizes: ReadonlyMap<string, WonPrizeRecord>;
}

function updatePrize(state: PrizesState, awardId: string, change: Partial<WonPrizeRecord>): PrizesState {
  const prize = state.prizes.get(awardId);
  return prize ? { ...state, prizes: new Map(state.prizes).set(awardId, { ...prize, ...change }) } : state;
}

/** The prizes' part of the player stream: what the draws awarded the player, and its claim, redemption or forfeit. */
export const prizesSlice = {
  name: 'prizes',
  initialState: () => ({ prizes: new Map<string, WonPrizeRecord>() }),
  evolve: {
    PrizeWon: (state, { data }) => ({
      ...state,
      prizes: new Map(state.prizes).set(data.awardId, {
        won: data,
        claim: null,
        redeemedAt: null,
        forfeitedAt: null,
        shipment: null,
        deliveredAt: null,
        payment: null,
        contacts: new Set<string>(),
      }),
    }),
    PrizeClaimed: (state, { data }) => updatePrize(state, data.awardId, { claim: data }),
    PrizeRedeemed: (state, { data }) => updatePrize(state, data.awardId, { redeemedAt: data.redeemedAt }),
    PrizeForfeited: (state, { data }) => updatePrize(state, data.awardId, { forfeitedAt: data.forfeitedAt }),
    PrizeShipped: (state, { data }) =>
      updatePrize(state, data.awardId, {
        shipment: { carrier: data.carrier, trackingNumber: data.trackingNumber, shippedAt: data.shippedAt },
      }),
    PrizeDelivered: (state, { data }) => updatePrize(state, data.awardId, { deliveredAt: data.deliveredAt }),
    PrizeCashPaid: (state, { data }) =>
      updatePrize(state, data.awardId, { payment: { paymentReference: data.paymentReference, paidAt: data.paidAt } }),
    PrizeWinnerContacted: (state, { data }) => {
      const contacts = state.prizes.get(data.awardId)?.contacts ?? new Set<string>();
      return updatePrize(state, data.awardId, { contacts: new Set(contacts).add(data.contactId) });
    },
  },
  decide: {
    AwardPrize: decideAwardPrize,
    ForfeitPrize: decideForfeitPrize,
    ClaimPrize: decideClaimPrize,
    RedeemPrize: decideRedeemPrize,
    MarkPrizeShipped: decideMarkPrizeShipped,
    MarkPrizeDelivered: decideMarkPrizeDelivered,
    MarkPrizeCashPaid: decideMarkPrizeCashPaid,
    ContactWinner: decideContactWinner,
  },
} satisfies PlayerSlice<PrizesState, PrizesEvent>;
