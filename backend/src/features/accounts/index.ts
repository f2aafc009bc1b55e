import { accountsProjector } from '@fr/projections';
import { defineFeature } from '../feature';
import { accountLimiters } from './account-limiters';
import { accountsRoutes } from './accounts-routes';
import { expireUnverified, expireUnverifiedJob } from './expire-unverified';

/** Player accounts: sign-up (with the sign-up coins), sign-in, sessions and e-mail verification. */
export const accountsFeature = defineFeature({
  name: 'accounts',
  projectors: [accountsProjector],
  jobs: { 'expire-unverified': expireUnverifiedJob },
  open: (services) => ({
    routers: [accountsRoutes(services, accountLimiters(services.rateLimit))],
    processors: { 'expire-unverified': () => expireUnverified(services) },
    schedules: [{ job: 'expire-unverified', pattern: '23 * * * *', tz: 'UTC', payload: {} }],
  }),
});
