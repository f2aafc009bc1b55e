import type { Checkpoint } from '@fr/contracts';
import { handlePlayerCommand, type PlayerServices } from '../player';
import type { challengesSlice } from './challenges-slice';

/** Completes a challenge from a real signal; a no-op when it is already complete or unknown. */
export async function completeChallenge(
  services: PlayerServices,
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
  });
  return result.position;
}
