import { accountsProjector } from '@fr/projections';
import { defineFeature } from '../feature';
import { accountLimiters } from './account-limiters';
import { accountsRoutes } from './accounts-routes';

/** Player accounts: sign-up (with the sign-up coins), sign-in, sessions and e-mail verification. */
export const accountsFeature = defineFeature({
  name: 'accounts',
  projectors: [accountsProjector],
  open: (services) => ({ routers: [accountsRoutes(services, accountLimiters(services.rateLimit))] }),
});
