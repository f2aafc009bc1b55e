import type pg from 'pg';
import type { Checkpoint } from '@fr/contracts';
import { liveChallenges } from '@fr/projections';
import { handlePlayerCommand, type PlayerServices } from '../player';
import type { challengesSlice } from './challenges-slice';

/**
 * Completes a challenge from a real signal; a no-op when it is already complete or unknown. Its reward is the live
 * catalogue's at the time of completion (an admin's change applies to the next completion).
 */
export async function completeChallenge(
  services: PlayerServices & { pool: pg.Pool },
  userId: string,
  challengeId: string,
  source: 'sync' | 'postback' | 'checkin',
  sourceRef: string,
): Promise<Checkpoint | null> {
  const result = await handlePlayerCommand<typeof challengesSlice>(services, userId, {
    type: 'CompleteChallenge',
    challengeId,
    source,
    sourceRef,
    coinReward: (await liveChallenges(services.pool)).find((c) => c.id === challengeId)?.coinReward,
  });
  return result.position;
}
