import { catalogueProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { catalogueRoutes } from './catalogue-routes';

/**
 * The catalogue without a deploy (issue 23): prizes, partner contests, challenges and coin packages start from the
 * constants of contracts and change by admin edits (configuration events). Player-facing features read the live
 * items through the catalogue read model's queries (`liveCoinPackages`, `livePrizes`, `liveContests`, `liveChallenges`).
 */
export const catalogueFeature = defineFeature({
  name: 'catalogue',
  projectors: [catalogueProjector],
  open: (services) => ({ routers: [catalogueRoutes(services)] }),
});
