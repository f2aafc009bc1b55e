/** Limits and intervals: product-spec.md §9 where the spec fixes them, otherwise ours (marked). */
export const VIEW_MODE_RELOAD_MS = 100;
export const VERIFICATION_REDIRECT_MS = 3000;
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;

/** Ours: e-mail verification links expire after 24 hours (issue 2). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Ours: HTTP JSON bodies above this are refused with 413 (issue 2). */
export const MAX_BODY_BYTES = 100 * 1024;
/** Ours: sign-in attempts per e-mail+IP and per IP in the window below. */
export const SIGNIN_ATTEMPTS_PER_ACCOUNT = 5;
export const SIGNIN_ATTEMPTS_PER_IP = 30;
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
/** Ours: sign-ups per IP per hour. */
export const SIGNUP_ATTEMPTS_PER_IP = 20;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
/** Ours: server-side session lifetime. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Ours: how long a command waits for projections to catch up before answering (read-your-writes). */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;
/** Ours: idempotency keys are remembered this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Ours: maximum length of field values accepted from clients. */
export const MAX_USERNAME_LENGTH = 32;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 64;
/** Notifications, product-spec.md §9: one at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses them. */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_DISPLAY_MS = 5000;
export const NOTIFICATION_SWIPE_THRESHOLD_PX = 50;
export const NOTIFICATION_HOTKEY = 'F8';
