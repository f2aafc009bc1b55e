export type TierName = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

/** Tier colours (spec §9), used by tier cards, badges and progress bars. */
export const tierColors: Record<TierName, string> = {
  Bronze: '#cd7f32',
  Silver: '#c0c7d1',
  Gold: '#f5b301',
  Platinum: '#7fd8f0',
};
