import type { Sport } from '@fr/contracts';
import type { AppServices } from '../services';
import { handleTeamCommand } from '../features/fantasy';

export interface RecordedTeam {
  userId: string;
  teamId: string;
  week: string;
  currentPoints: number;
  projectedPoints?: number;
  sport?: Sport;
  isActive?: boolean;
  /** The share of the week's games played; 1 (every game played) unless said. */
  gameProgress?: number;
}

/** A synced NFL team (Chiefs Kingdom unless said) with its points for a week, as a sync would record it. */
export function recordTeam(services: Pick<AppServices, 'commands' | 'now'>, team: RecordedTeam) {
  const { userId, teamId, week, currentPoints, projectedPoints = 150, sport = 'NFL', isActive = false, gameProgress = 1 } = team;
  return handleTeamCommand(
    services,
    teamId,
    {
      type: 'RecordSync',
      meta: {
        teamId,
        userId,
        provider: 'demo',
        teamKey: `k-${teamId}`,
        name: 'Chiefs Kingdom',
        sport,
        league: 'L',
        platform: 'Yahoo Fantasy',
      },
      score: { teamId, userId, week, currentPoints, projectedPoints, isActive, projectionIsFallback: false, gameProgress },
    },
    'test',
  );
}
