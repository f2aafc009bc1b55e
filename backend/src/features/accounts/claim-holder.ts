import type { AppServices } from '../../services';
import { claimDecider, type ClaimEvent } from './domain/claim';

/** Who holds a claim stream (an e-mail, a username), read from the stream itself, so it holds the moment it is claimed. */
export async function claimHolder(services: Pick<AppServices, 'store'>, streamId: string): Promise<string | null> {
  const events = await services.store.read(streamId);
  return events.reduce((state, e) => claimDecider.evolve(state, { type: e.type, data: e.data } as ClaimEvent), claimDecider.initialState())
    .owner;
}
