import { DEFAULT_FALLBACK_PROJECTION, fallbackProjections, type Sport } from '@fr/contracts';
import { unitHash } from './demo-codes';

/** One of the player's demo teams, before this week's numbers. */
export interface DemoTeam {
  teamKey: string;
  name: string;
  sport: Sport;
  league: string;
  platform: string;
  /** False for the one team without a projection, which exercises the spec's fallback table. */
  hasProjection: boolean;
  /** What the simulated scoring is built on when the team has no projection: the fallback the sync will use. */
  fallbackBase: number;
}

interface Slot {
  sport: Sport;
  /** A fixed name (the spec's examples) or a pool to pick from per player. */
  names: readonly string[];
  leagues: readonly string[];
  platform: string;
  hasProjection: boolean;
}

/** Yahoo's game keys of the 2024 seasons, so the demo's team keys look like Yahoo's. */
const gameKeys: Readonly<Record<Sport, string>> = { NFL: '449', NBA: '454', MLB: '458' };

const nflLeagues = ['Sunday Gridiron Legends', 'Office Pigskin Classic', 'Dynasty Draft Club', 'Touchdown Throne League'];
const nbaLeagues = ['Hardwood Heroes', 'Courtside Kings League', 'Buzzer Beater Circuit', 'Downtown Dimes League'];
const mlbLeagues = ['Diamond Kings League', 'Bleacher Creatures', 'Seventh Inning Stretch League', 'Grand Slam Society'];

/**
 * Two teams per sport. The spec's named teams are always there (their fallback projections are in §9); the others
 * vary per player. Two platforms besides Yahoo give the dashboard's platform filter something to filter.
 */
const slots: readonly Slot[] = [
  { sport: 'NFL', names: ['Chiefs Kingdom'], leagues: nflLeagues, platform: 'Yahoo Fantasy', hasProjection: true },
  {
    sport: 'NFL',
    names: ['Gridiron Gladiators', 'Blitz Brigade', 'Red Zone Raiders', 'Hail Mary Heroes', 'End Zone Express', 'Pigskin Prophets'],
    leagues: nflLeagues,
    platform: 'DraftKings',
    hasProjection: true,
  },
  { sport: 'NBA', names: ['Lakers Legacy'], leagues: nbaLeagues, platform: 'Yahoo Fantasy', hasProjection: true },
  {
    sport: 'NBA',
    names: ['Fast Break Phantoms', 'Triple Double Threat', 'Baseline Bandits', 'Splash Zone Snipers', 'Full Court Press'],
    leagues: nbaLeagues,
    platform: 'FanDuel',
    hasProjection: true,
  },
  { sport: 'MLB', names: ['Blue Jays Dynasty'], leagues: mlbLeagues, platform: 'Yahoo Fantasy', hasProjection: true },
  { sport: 'MLB', names: ['Rangers Rising'], leagues: mlbLeagues, platform: 'Yahoo Fantasy', hasProjection: false },
];

const pick = <T>(items: readonly T[], ...parts: Array<string | number>): T => items[Math.floor(unitHash(...parts) * items.length)]!;

/**
 * The player's teams: stable for a (seed, player), different between players. The player id sits in the league
 * part of the key, so keys never collide between players.
 */
export function demoRoster(seed: string, player: string): DemoTeam[] {
  return slots.map((slot, index) => {
    const name = pick(slot.names, seed, player, 'name', index);
    const teamNumber = 1 + Math.floor(unitHash(seed, player, 'team', index) * 12);
    return {
      teamKey: `${gameKeys[slot.sport]}.l.${player.toLowerCase()}${index}.t.${teamNumber}`,
      name,
      sport: slot.sport,
      league: pick(slot.leagues, seed, player, 'league', index),
      platform: slot.platform,
      hasProjection: slot.hasProjection,
      fallbackBase: fallbackProjections[name] ?? DEFAULT_FALLBACK_PROJECTION,
    };
  });
}
