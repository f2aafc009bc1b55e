import type { CoinReason } from '../coins/events';

/**
 * Support's coin adjustments (issue 23): an adjustment of more coins than this, either way, is a request that a second
 * admin must approve (four eyes); up to it, it applies at once. `COIN_ADJUSTMENT_APPROVAL_ABOVE` overrides it
 * (docs/operations.md).
 */
export const COIN_ADJUSTMENT_APPROVAL_ABOVE = 1000;

/** The largest adjustment, either way, one request may make: a typo of a few zeros is refused, not applied. */
export const MAX_COIN_ADJUSTMENT = 1_000_000;

/** The reason an admin gives in words: long enough to say why, short enough for the Activity Log's line. */
export const MIN_ADJUSTMENT_REASON_LENGTH = 3;
export const MAX_ADJUSTMENT_REASON_LENGTH = 200;

/** The ledger reason of the coin movement an adjustment makes (the words are on its CoinsAdjusted event). */
export const COIN_ADJUSTMENT_LEDGER_REASON = 'admin_adjustment' satisfies CoinReason;
