import { SYNC_INTERVAL_IN_WINDOW_MS, SYNC_INTERVAL_OUTSIDE_WINDOW_MS, anyGameWindow } from '@fr/contracts';
import type { FantasyParts, FantasyPlatform } from '../fantasy-parts';
import { connectedPlayers } from '../provider/credentials-store';

/**
 * The recurring sweep (cron every 5 minutes): during game windows it queues a sync for every connected player;
 * outside them only in the first slot of each hour. Job ids carry the slot, so a sweep that runs twice queues each
 * player once.
 */
export async function syncAll(services: FantasyPlatform, fantasy: FantasyParts): Promise<{ queued: number }> {
  const provider = fantasy.provider;
  const now = services.now();
  const slot = Math.floor(now.getTime() / SYNC_INTERVAL_IN_WINDOW_MS);
  const hourlySlot = slot % (SYNC_INTERVAL_OUTSIDE_WINDOW_MS / SYNC_INTERVAL_IN_WINDOW_MS) === 0;
  if (!provider || (!anyGameWindow(now) && !hourlySlot)) return { queued: 0 };
  const players = await connectedPlayers(services.pool, provider.id);
  for (const userId of players) {
    await services.jobs.enqueue('sync-player', { userId }, { jobId: `sync:${userId}:${slot}` });
  }
  return { queued: players.length };
}
