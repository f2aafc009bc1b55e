import { z } from 'zod';

/**
 * Ours: the read models fall in groups, each caught up on its own and owned by one projections process at a time.
 * `player` holds everything a player's routes read, so a player waits only for it; `admin` holds what only the
 * operators read (analytics, finance, the audit trail, integrity checks), which may lag without slowing a player.
 */
export const projectionGroupSchema = z.enum(['player', 'admin']);

export type ProjectionGroup = z.infer<typeof projectionGroupSchema>;

export const PROJECTION_GROUPS: readonly ProjectionGroup[] = projectionGroupSchema.options;

/**
 * Ours: how long a projections process's lease on a group lasts without renewal. A process that dies (killed, cut off
 * from the database) loses its groups this long after its last renewal; another process takes them over then.
 */
export const PROJECTION_LEASE_TTL_MS = 10_000;

/** Ours: how often a projections process renews its leases and rebalances; well within the lease's life. */
export const PROJECTION_LEASE_RENEW_MS = 3000;
