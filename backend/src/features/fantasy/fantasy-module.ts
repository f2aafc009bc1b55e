import { LEAGUE_TIME_ZONE, TIERS_CONFIG_STREAM } from '@fr/contracts';
import { jobNames } from '@fr/workers';
import type pg from 'pg';
import type { Config } from '../../platform/config';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { syncAll } from './application/sync-all';
import { syncPlayer } from './application/sync-player';
import { tierConfigDecider } from './domain/tier-config';
import { createProvider } from './provider';
import { credentialsSchemaSql } from './provider/credentials-store';
import { createTokenCipher, loadOrCreateKey } from './provider/token-cipher';

/** The provider and the token cipher for this configuration, and the credentials table they need. */
export async function openFantasy(config: Config, pool: pg.Pool): Promise<AppServices['fantasy']> {
  await pool.query(credentialsSchemaSql);
  const key = config.tokenEncryptionKey ?? (await loadOrCreateKey(config.dataDir));
  return {
    provider: createProvider({ yahoo: config.yahoo, demoEnabled: config.demoProvider, publicUrl: config.publicUrl }),
    cipher: createTokenCipher(key),
  };
}

/** Seeds the tier configuration with the spec's values once (deterministic event ids make it safe to repeat). */
export async function seedTierConfig(services: AppServices): Promise<void> {
  const result = await services.commands.handle({
    streamId: TIERS_CONFIG_STREAM,
    decider: tierConfigDecider,
    command: { type: 'SeedDefaults' },
    context: {},
    eventId: (event) => eventIdFor(`tier-seed:${event.data.tierName}`),
    metadata: { actor: 'system' },
  });
  await services.readYourWrites(result.position);
}

/** Registers the fantasy job processors and the recurring sync sweep (upserted, so every start is safe). */
export async function startFantasyJobs(services: AppServices): Promise<void> {
  services.jobs.registerProcessor(jobNames.syncPlayer, (payload) => syncPlayer(services, payload.userId));
  services.jobs.registerProcessor(jobNames.syncAll, () => syncAll(services));
  await services.jobs.schedule(jobNames.syncAll, { pattern: '*/5 * * * *', tz: LEAGUE_TIME_ZONE }, {});
}
