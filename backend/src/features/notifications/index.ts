import { notificationsProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { notificationsRoutes } from './notifications-routes';

/** The inbox behind the bell: notifications fed by other features' events, and the player's read marks. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  projectors: [notificationsProjector],
  open: (services) => ({ routers: [notificationsRoutes(services)] }),
});
