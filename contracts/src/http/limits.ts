/** Ours: HTTP JSON bodies above this are refused with 413 (issue 2). */
export const MAX_BODY_BYTES = 100 * 1024;

/** Ours: how long a command waits for projections to catch up before answering (read-your-writes). */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/**
 * Ours: how long a write's position token lives in the browser. Longer than any wait for it, so the writer's next
 * request within that time waits until the read models show the write.
 */
export const READ_POSITION_TTL_MS = 60_000;

/**
 * Ours: how many player reads each API process keeps in memory (docs/decisions/0023-read-cache.md). A player's teams
 * are a few hundred bytes a team, so about ten MB for players with three teams; one pushed out is read again.
 */
export const READ_CACHE_MAX_ENTRIES = 10_000;

/**
 * Ours: the longest a cached read is served. Every change a projections process commits drops the reads it touches
 * in every process at once; this bounds only what a process that died between its commit and its message, or a bus
 * that refused the message, leaves behind.
 */
export const READ_CACHE_TTL_MS = 60_000;

/** Ours: idempotency keys are remembered this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
