import { defaultTiers, texts, type DomainEvent, type EventData } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type TierConfigEvent = Extract<DomainEvent, { type: 'TierConfigured' }>;
export type TierConfig = EventData<'TierConfigured'>;
export type TierValues = Pick<TierConfig, 'increasePercentage' | 'ticketCount' | 'prizePool'>;
export type TierConfigState = ReadonlyMap<string, TierConfig>;
export type TierConfigCommand =
  | { type: 'SeedDefaults' }
  /** An admin's edit: any of the three values of one tier (the spec's client sends one field per change). */
  | { type: 'Configure'; tierName: string; changes: Partial<TierValues>; adminId: string };

export interface TierConfigContext {
  now: Date;
}

/** The spec's values (§9) as tier configurations: +1% Rookie, +10% Bronze ... +50% Platinum. */
export const seedValues = (tierName: string): TierValues => {
  const t = defaultTiers.find((d) => d.tierName === tierName)!;
  return { increasePercentage: Math.round((t.pointsMultiplier - 1) * 1000) / 10, ticketCount: t.ticketCount, prizePool: t.prizePool };
};

const valuesOf = ({ increasePercentage, ticketCount, prizePool }: TierValues): TierValues => ({
  increasePercentage,
  ticketCount,
  prizePool,
});

const same = (a: TierValues, b: TierValues) =>
  a.increasePercentage === b.increasePercentage && a.ticketCount === b.ticketCount && a.prizePool === b.prizePool;

/**
 * The live tier configuration (stream config-tiers): seeded once from the spec, then changed by admins. Each change
 * records who made it, when, and the values before and after. Scoring reads the configuration in force when it
 * evaluates a week; closed weeks are never evaluated again, so a change never moves a settled week.
 */
export const tierConfigDecider: Decider<TierConfigState, TierConfigCommand, TierConfigContext, TierConfigEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => new Map(state).set(event.data.tierName, event.data),
  decide(command, state, { now }) {
    if (command.type === 'SeedDefaults') {
      return defaultTiers
        .filter((t) => !state.has(t.tierName))
        .map((t) => ({
          type: 'TierConfigured',
          data: { tierName: t.tierName, ...seedValues(t.tierName), changedBy: 'system', changedAt: null, previous: null },
        }));
    }
    if (!defaultTiers.some((t) => t.tierName === command.tierName)) throw new DomainError('not_found', texts.server.tierNotFound);
    const current = state.get(command.tierName);
    const before = current ? valuesOf(current) : seedValues(command.tierName);
    const after = { ...before, ...command.changes };
    if (same(before, after)) return [];
    return [
      {
        type: 'TierConfigured',
        data: { tierName: command.tierName, ...after, changedBy: command.adminId, changedAt: now.toISOString(), previous: before },
      },
    ];
  },
};
