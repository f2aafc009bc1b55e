import { checkInProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { checkInRoutes } from './check-in-routes';

export { checkInSlice, type CheckInState } from './check-in-slice';

/** The daily check-in: coins once per local day, streaks and their challenges. */
export const checkInFeature = defineFeature({
  name: 'check-in',
  projectors: [checkInProjector],
  open: (services) => ({ routers: [checkInRoutes(services)] }),
});
