import type { EventData } from '@fr/contracts';
import type { EventOf, PlayerSlice } from '../player';
import { decideAwardPrize } from './commands/award-prize';
import { decideClaimPrize } from './commands/claim-prize';
import { decideForfeitPrize } from './commands/forfeit-prize';
import { decideRedeemPrize } from './commands/redeem-prize';

export type PrizesEvent = EventOf<'PrizeWon' | 'PrizeClaimed' | 'PrizeRedeemed' | 'PrizeForfeited'>;

/** A prize the player won, and what became of it. */
export interface WonPrizeRecord {
  won: EventData<'PrizeWon'>;
  claim: EventData<'PrizeClaimed'> | null;
  redeemedAt: string | null;
  forfeitedAt: string | null;
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
      prizes: new Map(state.prizes).set(data.awardId, { won: data, claim: null, redeemedAt: null, forfeitedAt: null }),
    }),
    PrizeClaimed: (state, { data }) => updatePrize(state, data.awardId, { claim: data }),
    PrizeRedeemed: (state, { data }) => updatePrize(state, data.awardId, { redeemedAt: data.redeemedAt }),
    PrizeForfeited: (state, { data }) => updatePrize(state, data.awardId, { forfeitedAt: data.forfeitedAt }),
  },
  decide: {
    AwardPrize: decideAwardPrize,
    ForfeitPrize: decideForfeitPrize,
    ClaimPrize: decideClaimPrize,
    RedeemPrize: decideRedeemPrize,
  },
} satisfies PlayerSlice<PrizesState, PrizesEvent>;
