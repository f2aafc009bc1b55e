export type TierName = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

/** Tier colours (spec §9), used by tier cards, badges and progress bars. */
export const tierColors: Record<TierName, string> = {
  Bronze: '#cd7f32',
  Silver: '#c0c7d1',
  Gold: '#f5b301',
  Platinum: '#7fd8f0',
};

/** The live tiers in the order of their ids (Bronze first), as every screen lists them. */
export const inTierOrder = <T extends { id: number }>(tiers: readonly T[]): T[] => [...tiers].sort((a, b) => a.id - b.id);
