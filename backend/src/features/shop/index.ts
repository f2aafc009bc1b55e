import { shopProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { shopRoutes } from './shop-routes';

export { shopSlice } from './shop-slice';

/** Boosts and tier upgrades bought with coins, and applied to a team. */
export const shopFeature = defineFeature({
  name: 'shop',
  projectors: [shopProjector],
  open: (services) => ({ routers: [shopRoutes(services)] }),
});
