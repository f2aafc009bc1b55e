import { challengeCatalogue, findOffer, type BoostOffer } from '@fr/contracts';
import { playerDecider, type PlayerCommand, type PlayerEvent } from '../features';

export { playerDecider, type PlayerCommand, type PlayerEvent };
import { deciderSpec } from './decider-spec';

/** Shared givens for the player command specs. */
export const userId = 'u1';
export const NY = 'America/New_York';
/** 17:00 UTC on a November day: noon in New York. */
export const day = (d: number) => new Date(Date.UTC(2026, 10, d, 17));
export const spec = deciderSpec(playerDecider, { userId, now: day(22) });

export const granted = (amount: number, commandId = 'signup-grant'): PlayerEvent => ({
  type: 'CoinsCredited',
  data: { userId, amount, lot: 'earned', from: 'mint', reason: 'signup_grant', commandId },
});

/** The events a sequence of commands decides, each on the state the previous ones left. */
export function history(commands: Array<[PlayerCommand, Date?]>, before: PlayerEvent[] = []): PlayerEvent[] {
  const events = [...before];
  for (const [command, now = day(22)] of commands) {
    const state = events.reduce(playerDecider.evolve, playerDecider.initialState());
    events.push(...playerDecider.decide(command, state, { userId, now }));
  }
  return events;
}

export const completeChallenge = (challengeId: string): PlayerCommand => ({
  type: 'CompleteChallenge',
  challengeId,
  source: 'sync',
  sourceRef: 'x',
});
export const completedAll = (predicate: (type: string) => boolean) =>
  history(challengeCatalogue.filter((c) => predicate(c.type)).map((c) => [completeChallenge(c.id)] as [PlayerCommand]));
export const offer = (boostTypeId: string, level: number): BoostOffer => {
  const found = findOffer(boostTypeId, level);
  if (!found) throw new Error(`no offer ${boostTypeId} ${level}`);
  return found;
};

/** A Bronze NFL prize won on the 21st, to claim by the 30th (`value` in dollars). */
export const award = (awardId = 'nfl-bronze-2026-11-21:0', value = 250, claimDeadline = day(30)): PlayerCommand => ({
  type: 'AwardPrize',
  award: {
    awardId,
    drawId: 'nfl-bronze-2026-11-21',
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: "Your team's jersey, cap and hoodie.",
    value,
    type: 'physical',
    wonAt: day(21).toISOString(),
    claimDeadline: claimDeadline.toISOString(),
  },
});
export const awardId = 'nfl-bronze-2026-11-21:0';
export const claim = (overrides: Partial<Extract<PlayerCommand, { type: 'ClaimPrize' }>> = {}): PlayerCommand => ({
  type: 'ClaimPrize',
  awardId,
  dateOfBirth: '1990-05-01',
  state: 'CA',
  taxDetailsOnFile: false,
  shippingAddressOnFile: true,
  redeemCode: 'ABCD-EFGH-JKMN-PQRS',
  ...overrides,
});
