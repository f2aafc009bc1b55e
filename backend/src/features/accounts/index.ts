import { accountsProjector } from '@fr/projections';
import { createSchema } from '../../platform/database';
import { defineFeature } from '../../feature';
import { accountLimiters } from './account-limiters';
import { accountsRoutes } from './accounts-routes';
import { expireUnverified, expireUnverifiedJob } from './expire-unverified';
import { recoveryRoutes } from './recovery-routes';
import { pendingSignInsSchemaSql } from './social/pending-sign-ins';
import { createSocialClients } from './social/social-clients';
import { socialRoutes } from './social/social-routes';

/**
 * Player accounts: sign-up (with the sign-up coins), sign-in with a password or a social provider, sessions and e-mail
 * verification; password reset and change, e-mail change and the signed-in devices.
 */
export const accountsFeature = defineFeature({
  name: 'accounts',
  projectors: [accountsProjector],
  jobs: { 'expire-unverified': expireUnverifiedJob },
  async open(services) {
    await createSchema(services.pool, pendingSignInsSchemaSql);
    const limiters = accountLimiters(services.rateLimit);
    return {
      routers: [
        accountsRoutes(services, limiters),
        recoveryRoutes(services, limiters),
        socialRoutes(services, limiters, createSocialClients(services.config, services.now)),
      ],
      processors: { 'expire-unverified': () => expireUnverified(services) },
      schedules: [{ job: 'expire-unverified', pattern: '23 * * * *', tz: 'UTC', payload: {} }],
    };
  },
});

// Account deletion (privacy) gives the username and e-mail back the way a failed sign-up does.
export { releaseClaim } from './sign-up';

// The OAuth stand-in of the tests must serve the Graph API path this client calls.
export { FACEBOOK_GRAPH_VERSION } from './social/facebook-client';

// The admin portal's password reset sends the same mails.
export { passwordChangedEmail, passwordResetEmail } from './mail/account-emails';

// The operator console's player page lists the player's devices, ends them and resends the verification link.
export { sessionsOf } from './sessions-list';
export { loadAccount, resendVerification } from './email-ownership';
export { accountLimiters } from './account-limiters';
