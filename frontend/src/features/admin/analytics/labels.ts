import { analyticsTexts } from '@fr/contracts/analytics';

/** The panels' labels (spec §2 names them, §8 does not word them), from the contracts. */
export const labels = analyticsTexts.panels;

/** Completed over total in percent, one decimal; 0 when nobody could have completed it. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export const tierLabels = {
  thresholdRange: '0 to 100, step 0.1',
  ticketRange: '0 to 10',
  tier: 'Tier',
} as const;
