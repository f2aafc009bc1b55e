import { contestsProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { contestsRoutes } from './contests-routes';

export { conversionSource, recordConversion, type ConversionSource } from './attribution';

/** Partner contests and affiliate tracking: clicks with their sub-ids, and the conversions partners attribute to them. */
export const contestsFeature = defineFeature({
  name: 'contests',
  projectors: [contestsProjector],
  open: (services) => ({ routers: [contestsRoutes(services)] }),
});
