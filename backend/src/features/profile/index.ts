import { profileProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { profileRoutes } from './profile-routes';

export { profileSlice, type ProfileState } from './profile-slice';
export { settingsAnswer } from './settings-answer';

/** The profile: header and stats from the ledger, the Activity Log, settings and responsible play. */
export const profileFeature = defineFeature({
  name: 'profile',
  projectors: [profileProjector],
  open: (services) => ({ routers: [profileRoutes(services)] }),
});
