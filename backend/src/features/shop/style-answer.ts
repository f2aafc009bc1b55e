import { styleItems, texts, type StylesResponse } from '@fr/contracts';

/**
 * The Style tab as the API shows it: every item, with what the player owns and shows. Built from the decided state for
 * a purchase or a choice (so its answer never waits on the read model) and from the read model for a plain read.
 */
export function stylesAnswer(owned: { has(itemId: string): boolean }, equipped: string | null): StylesResponse {
  return {
    items: styleItems.map((item) => ({
      id: item.id,
      name: texts.shop.styleNames[item.id],
      coinCost: item.coinCost,
      owned: owned.has(item.id),
      equipped: equipped === item.id,
    })),
    equipped: styleItems.find((item) => item.id === equipped)?.id ?? null,
  };
}
