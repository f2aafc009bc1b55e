import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { tierConfigDecider, type TierConfigEvent } from './tier-config';

const now = new Date('2026-11-23T12:00:00Z');
const spec = deciderSpec(tierConfigDecider, { now });
const seeded = tierConfigDecider.decide({ type: 'SeedDefaults' }, tierConfigDecider.initialState(), { now });

describe('tier configuration', () => {
  it('seeds the spec values once, as the system', () => {
    expect(seeded.map((e) => [e.data.tierName, e.data.increasePercentage, e.data.changedBy])).toEqual([
      ['Rookie', 1, 'system'],
      ['Bronze', 10, 'system'],
      ['Silver', 20, 'system'],
      ['Gold', 30, 'system'],
      ['Platinum', 50, 'system'],
    ]);
    spec
      .given(...seeded)
      .when({ type: 'SeedDefaults' })
      .thenNothing();
  });

  it('records who changed a tier, when, and the values before and after', () => {
    spec
      .given(...seeded)
      .when({ type: 'Configure', tierName: 'Bronze', changes: { increasePercentage: 12.5 }, adminId: 'a1' })
      .then([
        {
          type: 'TierConfigured',
          data: {
            tierName: 'Bronze',
            increasePercentage: 12.5,
            ticketCount: 1,
            prizePool: seeded[1]!.data.prizePool,
            changedBy: 'a1',
            changedAt: now.toISOString(),
            previous: { increasePercentage: 10, ticketCount: 1, prizePool: seeded[1]!.data.prizePool },
          },
        } satisfies TierConfigEvent,
      ]);
  });

  it('records nothing when a value is set to what it already is, and refuses an unknown tier', () => {
    spec
      .given(...seeded)
      .when({ type: 'Configure', tierName: 'Gold', changes: { ticketCount: 1 }, adminId: 'a1' })
      .thenNothing();
    spec
      .given(...seeded)
      .when({ type: 'Configure', tierName: 'Diamond', changes: { ticketCount: 1 }, adminId: 'a1' })
      .thenRefuses(/Tier not found/);
  });
});
