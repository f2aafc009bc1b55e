import {
  DRAW_PICKS,
  entryListHash,
  entryPseudonym,
  raffles,
  seedCommitment,
  selectWinners,
  type DrawProofResponse,
  type RaffleCard,
  type RafflesResponse,
} from '@fr/contracts/raffles';

const NEXT_DRAW = '2026-11-24T04:59:00.000Z';

/** The sixteen cards as GET /api/raffles answers a visitor, with per-raffle overrides by raffle id ("nfl-bronze"). */
export function makeRaffleCards(overrides: Readonly<Record<string, Partial<RaffleCard>>> = {}): RaffleCard[] {
  return raffles.map((raffle) => ({
    id: raffle.id,
    name: raffle.name,
    subtitle: raffle.subtitle,
    sport: raffle.sport,
    tier: raffle.tier,
    type: raffle.type,
    tierType: raffle.tier.charAt(0).toUpperCase() + raffle.tier.slice(1),
    prize: raffle.prize.title,
    prizeDetails: raffle.prize.description,
    prizeValue: raffle.prize.prizeValue,
    prizeEstimatedValue: raffle.prize.estimatedValue,
    prizeId: raffle.prize.id,
    drawTime: 'Mon, Nov 23, 11:59 PM ET',
    nextDraw: NEXT_DRAW,
    drawId: `${raffle.id}-2026-11-23`,
    participants: 0,
    userTickets: 0,
    odds: null,
    active: false,
    freeEntryUsed: false,
    lastDraw: null,
    ...overrides[raffle.id],
  }));
}

export function makeRafflesResponse(overrides: Readonly<Record<string, Partial<RaffleCard>>> = {}): RafflesResponse {
  return { raffles: makeRaffleCards(overrides), beacon: { kind: 'local', name: 'Local demo beacon (embedded)' } };
}

const SEED = '5eed'.repeat(16);
const BEACON_RANDOMNESS = 'bea0c0de'.repeat(8);

/**
 * A real, drawn proof built with the contracts' own draw functions: `players` entries (u0, u1...), each with
 * `ticketsOf(i)` tickets, seen by `viewer` (their own pseudonym shown, as the server does for a signed-in entrant).
 */
export function makeDrawnProof({
  players = 5,
  ticketsOf = (i: number) => i + 1,
  viewer = 'u1',
}: { players?: number; ticketsOf?: (i: number) => number; viewer?: string | null } = {}): DrawProofResponse {
  const entries = Array.from({ length: players }, (_, i) => ({
    entryId: `ticket-${String(i).padStart(4, '0')}`,
    pseudonym: entryPseudonym(SEED, `u${i}`),
    tickets: ticketsOf(i),
  }));
  const listHash = entryListHash(entries);
  const winners = selectWinners(entries, { seed: SEED, entryListHash: listHash, beaconRandomness: BEACON_RANDOMNESS }, DRAW_PICKS);
  const winner = entries.find((entry) => entry.entryId === winners[0]);
  return {
    drawId: 'nfl-bronze-2026-11-22',
    raffleId: 'nfl-bronze',
    raffleName: 'NFL Bronze Raffle',
    status: 'drawn',
    opensAt: '2026-11-22T04:59:00.000Z',
    closesAt: '2026-11-23T04:59:00.000Z',
    seedCommitment: seedCommitment(SEED),
    seed: SEED,
    entryListHash: listHash,
    entries,
    totalTickets: entries.reduce((sum, entry) => sum + entry.tickets, 0),
    beacon: {
      kind: 'local',
      name: 'Local demo beacon (embedded)',
      chainHash: 'c0ffee'.repeat(10) + 'c0ff',
      publicKey: 'ab'.repeat(48),
      genesisTime: 1_700_000_000,
      period: 3,
      scheme: 'bls-unchained-g1-rfc9380',
      url: null,
    },
    beaconRound: 4_242_424,
    beaconRandomness: BEACON_RANDOMNESS,
    beaconSignature: 'cd'.repeat(48),
    picks: DRAW_PICKS,
    winners,
    currentPick: 0,
    winnerPseudonym: winner?.pseudonym ?? null,
    yourPseudonym: viewer === null ? null : entryPseudonym(SEED, viewer),
    drawnAt: '2026-11-23T05:01:00.000Z',
  };
}
