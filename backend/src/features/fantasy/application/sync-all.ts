import { SYNC_INTERVAL_IN_WINDOW_MS, anyGameWindow, leagueClock } from '@fr/contracts';
import { jobNames } from '@fr/workers';
import type { AppServices } from '../../../services';
import { connectedPlayers } from '../provider/credentials-store';

/**
 * The recurring sweep (cron every 5 minutes): during game windows it queues a sync for every connected player;
 * outside them only on the first run of each hour. Job ids carry the 5-minute slot, so a sweep that runs twice
 * queues each player once.
 */
export async function syncAll(services: AppServices): Promise<{ queued: number }> {
  const provider = services.fantasy.provider;
  const now = services.now();
  if (!provider || (!anyGameWindow(now) && leagueClock(now).minute >= 5)) return { queued: 0 };
  const slot = Math.floor(now.getTime() / SYNC_INTERVAL_IN_WINDOW_MS);
  const players = await connectedPlayers(services.pool, provider.id);
  for (const userId of players) {
    await services.jobs.enqueue(jobNames.syncPlayer, { userId }, { jobId: `sync:${userId}:${slot}` });
  }
  return { queued: players.length };
}
