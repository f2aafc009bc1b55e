import { defaultTiers, type DomainEvent, type EventData } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type TierConfigEvent = Extract<DomainEvent, { type: 'TierConfigured' }>;
export type TierConfig = EventData<'TierConfigured'>;
export type TierConfigState = ReadonlyMap<string, TierConfig>;
export type TierConfigCommand = { type: 'SeedDefaults' } | { type: 'Configure'; config: TierConfig };

/** The spec's values (§9) as tier configurations: +1% Rookie, +10% Bronze ... +50% Platinum. */
export const seedConfigs: TierConfig[] = defaultTiers.map((t) => ({
  tierName: t.tierName,
  increasePercentage: Math.round((t.pointsMultiplier - 1) * 1000) / 10,
  ticketCount: t.ticketCount,
  prizePool: t.prizePool,
}));

const same = (a: TierConfig, b: TierConfig) =>
  a.increasePercentage === b.increasePercentage && a.ticketCount === b.ticketCount && a.prizePool === b.prizePool;

/** The live tier configuration (stream config-tiers): seeded once, then changed by admins. */
export const tierConfigDecider: Decider<TierConfigState, TierConfigCommand, Record<string, never>, TierConfigEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => new Map(state).set(event.data.tierName, event.data),
  decide(command, state) {
    if (command.type === 'SeedDefaults') {
      return seedConfigs.filter((c) => !state.has(c.tierName)).map((data) => ({ type: 'TierConfigured', data }));
    }
    const current = state.get(command.config.tierName);
    return current && same(current, command.config) ? [] : [{ type: 'TierConfigured', data: command.config }];
  },
};
