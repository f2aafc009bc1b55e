import { texts, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

type Claimed = Extract<DomainEvent, { type: 'ProviderAccountClaimed' }>;

/**
 * A provider account (Yahoo GUID) links to one player: the first claim wins, the same player claiming again is a
 * no-op (a reconnect), and another player is refused, so one fantasy account cannot feed two players' tickets.
 */
export const providerAccountClaimDecider: Decider<{ owner: string | null }, Claimed['data'], Record<string, never>, Claimed> = {
  initialState: () => ({ owner: null }),
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide(claim, state) {
    if (state.owner === claim.userId) return [];
    if (state.owner) throw new DomainError('conflict', texts.server.providerAccountTaken);
    return [{ type: 'ProviderAccountClaimed', data: claim }];
  },
};
