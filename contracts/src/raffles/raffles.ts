import { prizeById } from '../prizes/catalogue';
import type { PrizeCatalogueItem } from '../prizes/schemas';
import { DRAW_CLOCK, frequencyOfTier, type DrawFrequency, type RaffleSport, type RaffleTier } from './constants';
import { raffleIdOf, raffleKeys, type RaffleKey } from './schedule';

export interface RaffleDefinition extends RaffleKey {
  id: string;
  name: string;
  subtitle: string;
  type: DrawFrequency;
  prize: PrizeCatalogueItem;
}

/** Each raffle's prize from the catalogue (§9: merchandise, game tickets, packages, season trips; EXCLUSIVE cash). */
const prizeOf: Readonly<Record<RaffleSport, Record<RaffleTier, string>>> = {
  nfl: { bronze: 'nfl-merch-pack', silver: 'nfl-game-tickets', gold: 'nfl-vip-package', platinum: 'nfl-championship-trip' },
  nba: { bronze: 'nba-merch-pack', silver: 'nba-game-tickets', gold: 'nba-vip-package', platinum: 'nba-finals-trip' },
  mlb: { bronze: 'mlb-merch-pack', silver: 'mlb-game-tickets', gold: 'mlb-vip-package', platinum: 'mlb-world-series-trip' },
  exclusive: { bronze: 'cash-100', silver: 'cash-500', gold: 'cash-2500', platinum: 'cash-10000' },
};

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const subtitles: Readonly<Record<DrawFrequency, string>> = {
  daily: `Daily drawing at ${DRAW_CLOCK}`,
  weekly: `Weekly drawing, Sunday ${DRAW_CLOCK}`,
  monthly: 'Monthly drawing, last day of the month',
  season: 'Season-end drawing',
};

/** The sixteen raffles: NFL, NBA, MLB and EXCLUSIVE (every sport's tickets), each in Bronze, Silver, Gold, Platinum. */
export const raffles: readonly RaffleDefinition[] = raffleKeys.map((key) => ({
  ...key,
  id: raffleIdOf(key),
  name: `${key.sport === 'exclusive' ? 'EXCLUSIVE' : key.sport.toUpperCase()} ${title(key.tier)} Raffle`,
  subtitle: subtitles[frequencyOfTier[key.tier]],
  type: frequencyOfTier[key.tier],
  prize: prizeById(prizeOf[key.sport][key.tier])!,
}));

export const raffleById = (id: string) => raffles.find((r) => r.id === id);

/** The raffles a settled ticket enters: its sport's and the EXCLUSIVE one, of its tier (one draw of each). */
export function rafflesForTicket(sport: 'NFL' | 'NBA' | 'MLB', tier: RaffleTier): RaffleDefinition[] {
  return [raffleById(`${sport.toLowerCase()}-${tier}`)!, raffleById(`exclusive-${tier}`)!];
}
