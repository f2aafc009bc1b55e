/** Names shared by the API and the client (ARCHITECTURE.md §7). */
export const CSRF_COOKIE = '__csrf';

export const CSRF_HEADER = 'x-csrf-token';

export const SESSION_COOKIE = 'sid';

/** Ours: the signed position of a browser's last write, which its next API request waits for (read-your-writes). */
export const READ_POSITION_COOKIE = 'rp';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
