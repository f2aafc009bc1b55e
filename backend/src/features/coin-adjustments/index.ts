import { coinAdjustmentsProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { coinAdjustmentsRoutes } from './coin-adjustments-routes';

export { coinAdjustmentsSlice } from './coin-adjustments-slice';

/** Support's coin grants and corrections (issue 23): four eyes above the configured threshold. */
export const coinAdjustmentsFeature = defineFeature({
  name: 'coin-adjustments',
  projectors: [coinAdjustmentsProjector],
  open: (services) => ({ routers: [coinAdjustmentsRoutes(services)] }),
});
