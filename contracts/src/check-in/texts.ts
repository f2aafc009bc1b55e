import { counted } from '../shell/plural';

/** User-visible check-in texts, verbatim from product-spec.md where it fixes them. */
export const checkInTexts = {
  checkIn: {
    completeTitle: 'Daily Check-in Complete!',
    completeMessage: (coins: number) => `You earned ${coins} coins for your daily visit!`,
  },
  /** The Challenges page (spec §2, §5, §8; verbatim where the spec words it, labels it leaves open are ours). */
} as const;

/** Messages the API answers with for check-in; texts.server composes every resource's. */
export const checkInServerTexts = {
  checkInAlreadyClaimed: 'Daily check-in already completed today. Come back tomorrow!',
  checkInBaseName: 'Daily Check-in',
  checkInBonusName: (count: number) => `Daily Check-in + ${counted(count, { one: 'challenge bonus', other: 'challenge bonuses' })}`,
} as const;
