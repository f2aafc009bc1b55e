import { TIERS_CONFIG_STREAM } from '@fr/contracts';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { tierConfigDecider } from './domain/tier-config';

/** Seeds the tier configuration with the spec's values once (deterministic event ids make it safe to repeat). */
export async function seedTierConfig(services: Pick<AppServices, 'commands' | 'readYourWrites' | 'now'>): Promise<void> {
  const result = await services.commands.handle({
    streamId: TIERS_CONFIG_STREAM,
    decider: tierConfigDecider,
    command: { type: 'SeedDefaults' },
    context: { now: services.now() },
    eventId: (event) => eventIdFor(`tier-seed:${event.data.tierName}`),
    metadata: { actor: 'system' },
  });
  await services.readYourWrites(result.position);
}
