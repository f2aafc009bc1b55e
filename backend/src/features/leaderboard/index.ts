import { leaderboardProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { leaderboardRoutes } from './leaderboard-routes';

/**
 * The weekly leaderboards of overperformance by sport: a read model over the teams' scores and the players' choice
 * to be shown, served with display names only.
 */
export const leaderboardFeature = defineFeature({
  name: 'leaderboard',
  projectors: [leaderboardProjector],
  open: (services) => ({ routers: [leaderboardRoutes(services)] }),
});
