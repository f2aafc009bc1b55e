/** Names shared by the API and the client (ARCHITECTURE.md §7). */
export const CSRF_COOKIE = '__csrf';

export const CSRF_HEADER = 'x-csrf-token';

export const SESSION_COOKIE = 'sid';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
