import { checkInProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { checkInRoutes } from './check-in-routes';

/** The daily check-in: coins once per local day, streaks and their challenges. */
export const checkInFeature = defineFeature({
  name: 'check-in',
  projectors: [checkInProjector],
  open: (services) => ({ routers: [checkInRoutes(services)] }),
});
