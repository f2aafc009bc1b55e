import { defineFeature } from '../../feature';
import { player360Routes } from './player-360-routes';

/**
 * The operator console's player page (issue 23 item 3): one answer composed from the other features' queries, no read
 * model of its own (its events reach the audit trail through the admin projector), and the support actions on it.
 */
export const player360Feature = defineFeature({
  name: 'player-360',
  open: (services) => ({ routers: [player360Routes(services)] }),
});
