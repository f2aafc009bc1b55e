import { LEAGUE_TIME_ZONE } from '@fr/contracts';
import { fantasyProjector } from '@fr/projections';
import { createSchema } from '../../platform/database';
import { defineFeature } from '../../feature';
import { syncAll } from './application/sync-all';
import { syncPlayer } from './application/sync-player';
import { fantasyRoutes } from './fantasy-routes';
import { tierAdminRoutes } from './tier-admin-routes';
import type { FantasyParts } from './fantasy-parts';
import { fantasyJobs } from './jobs/sync-jobs';
import { loadOrCreateSecret } from '../../platform/data-dir';
import { createTokenCipher } from '../../platform/token-cipher';
import { createProvider, credentialsSchemaSql } from './provider';
import { seedTierConfig } from './seed-tiers';

export { handleTeamCommand, scoreTeam } from './application/team-commands';
export { scoringTiers } from './tiers';
export { fantasyConfigured } from './provider';
// Account deletion (privacy) forgets the player's provider tokens.
export { forgetCredentialsOf as forgetProviderCredentialsOf } from './provider/credentials-store';

/** The fantasy loop: connect a provider account, sync teams, score them against the tiers, award tickets. */
export const fantasyFeature = defineFeature({
  name: 'fantasy',
  projectors: [fantasyProjector],
  jobs: fantasyJobs,
  async open(services) {
    const { config, pool } = services;
    await createSchema(pool, credentialsSchemaSql);
    const fantasy: FantasyParts = {
      provider: createProvider({ yahoo: config.yahoo, demoEnabled: config.demoProvider, publicUrl: config.publicUrl }),
      cipher: createTokenCipher(config.tokenEncryptionKey ?? (await loadOrCreateSecret(config.dataDir, 'token-key'))),
    };
    return {
      routers: [fantasyRoutes(services, fantasy), tierAdminRoutes(services)],
      processors: {
        'sync-player': (payload) => syncPlayer(services, fantasy, payload.userId),
        'sync-all': () => syncAll(services, fantasy),
      },
      // The sweep runs every 5 minutes; outside game windows it syncs only in the first slot of each hour.
      schedules: [{ job: 'sync-all', pattern: '*/5 * * * *', tz: LEAGUE_TIME_ZONE, payload: {} }],
      // The API and the workers score against the tier configuration, so it exists before either serves.
      start: () => seedTierConfig(services),
    };
  },
});
