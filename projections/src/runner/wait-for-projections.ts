import type pg from 'pg';
import type { Checkpoint } from '@fr/contracts';
import { lowestCheckpoint } from './checkpoints';

/**
 * Read-your-writes: resolves once every named projector has passed `position` (true), or after the timeout
 * (false). Works whether the projections run in this process or another one.
 */
export async function waitForProjections(
  pool: pg.Pool,
  projectors: readonly string[],
  position: Checkpoint,
  timeoutMs: number,
  nudge?: () => void,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let pauseMs = 2;
  for (;;) {
    if ((await lowestCheckpoint(pool, projectors)) >= position) return true;
    if (Date.now() >= deadline) return false;
    nudge?.();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    pauseMs = Math.min(pauseMs * 2, 50);
  }
}
