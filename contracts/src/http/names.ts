/** Names shared by the API and the client (ARCHITECTURE.md §7). */
export const CSRF_COOKIE = '__csrf';

export const CSRF_HEADER = 'x-csrf-token';

export const SESSION_COOKIE = 'sid';

/**
 * Ours (issue 24): readable by the page, "1" while the browser holds a session cookie (which the page cannot read).
 * The server sets or clears it with every index.html it sends. It only lets a signed-in page start its data
 * requests beside the status call instead of after it; the API still authenticates every request by the session.
 */
export const SIGNED_IN_HINT_COOKIE = 'fr_signed_in';

/** Ours: the signed position of a browser's last write, which its next API request waits for (read-your-writes). */
export const READ_POSITION_COOKIE = 'rp';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
