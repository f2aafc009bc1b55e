import {
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_LABEL_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
  MAX_CHALLENGE_REWARD_COINS,
  MAX_CONTEST_PRIZE_DOLLARS,
  MAX_PACKAGE_COINS,
  MAX_PACKAGE_PRICE_CENTS,
  MAX_PRIZE_QUANTITY,
  MAX_PRIZE_VALUE_DOLLARS,
} from './constants';

const count = (n: number) => n.toLocaleString('en-US');

/** The admin Catalogue section's words (ours, issue 23). */
export const catalogueTexts = {
  catalogue: {
    kinds: { prize: 'Prizes', contest: 'Contests', challenge: 'Challenges', package: 'Coin packages' },
    columns: { name: 'Item', shown: 'Players see', version: 'Version', changed: 'Last change', actions: 'Actions' },
    seed: 'As shipped',
    edit: 'Edit',
    editTitle: (name: string) => `Edit ${name}`,
    preview: 'Preview',
    previewTitle: 'How players will see it',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved: players see the change now.',
    readOnly: 'You can read the catalogue; only an admin changes it.',
    conflict: 'Someone changed this item after you opened it. Close the dialog to load their version, then make your change again.',
    partnerHosts: (hosts: readonly string[]) => (hosts.length ? `Allowed hosts: ${hosts.join(', ')}` : 'No partner link allowed'),
    fields: {
      title: 'Title',
      name: 'Name',
      description: 'Description',
      longDescription: 'Details',
      prizeValue: 'Value as shown',
      estimatedValue: 'Value in US dollars',
      availableQuantity: 'In stock',
      isFeatured: 'Featured',
      featured: 'Featured',
      imageUrl: 'Image URL (https)',
      affiliateUrl: 'Partner link',
      prize: 'Prize as shown',
      prizeValue_contest: 'Prize pool in US dollars',
      coinReward: 'Reward in coins',
      partnerUrl: 'Partner link',
      amount: 'Coins',
      bonus: 'Bonus coins',
      priceCents: 'Price in cents',
      popular: 'Most popular',
    },
  },
};

export const catalogueServerTexts = {
  catalogueItemNotFound: 'No such catalogue item.',
  catalogueChangedSince: 'This item was changed since you opened it; reload it and make your change again.',
  catalogueUnchanged: 'Nothing changed.',
  catalogueSaved: 'Saved: players see the change now.',
  catalogueName: `Must be 1 to ${MAX_CATALOGUE_NAME_LENGTH} characters.`,
  catalogueLabel: `Must be 1 to ${MAX_CATALOGUE_LABEL_LENGTH} characters.`,
  catalogueDescription: `Must be 1 to ${MAX_CATALOGUE_DESCRIPTION_LENGTH} characters.`,
  catalogueWholeNumber: 'Must be a whole number.',
  cataloguePrice: `A price is a whole number of cents from 1 to ${count(MAX_PACKAGE_PRICE_CENTS)}.`,
  catalogueCoins: `Coins are a whole number from 1 to ${count(MAX_PACKAGE_COINS)}.`,
  catalogueBonus: `Bonus coins are a whole number from 0 to ${count(MAX_PACKAGE_COINS)}.`,
  cataloguePrizeValue: `A prize's value is a whole number of dollars from 1 to ${count(MAX_PRIZE_VALUE_DOLLARS)}.`,
  catalogueQuantity: `Stock is a whole number from 0 to ${count(MAX_PRIZE_QUANTITY)}.`,
  catalogueContestPrize: `A prize pool is a whole number of dollars from 0 to ${count(MAX_CONTEST_PRIZE_DOLLARS)}.`,
  catalogueReward: `A reward is a whole number of coins from 1 to ${count(MAX_CHALLENGE_REWARD_COINS)}.`,
  catalogueImageUrl: 'An image URL must be an https:// address.',
  catalogueLinkHttps: 'A partner link must be an https:// address.',
  catalogueLinkHost: (partner: string, hosts: readonly string[]) =>
    hosts.length ? `A ${partner} link must be on ${hosts.join(' or ')}.` : `${partner} has no allowed link host.`,
  catalogueLinkRequired: 'This item needs its partner link.',
  catalogueOwnLink: 'Our own contest links to a page of the app: a path starting with /.',
};

/** The player card a preview shows, in the words of the player pages. */
export const catalogueCardTexts = {
  packageTitle: (amount: number) => `${count(amount)} coins`,
  bonus: (bonus: number) => `+${count(bonus)} bonus coins`,
  noBonus: 'No bonus',
  none: 'none',
  price: (cents: number) => `$${(cents / 100).toFixed(2)}`,
  popular: 'Most popular',
  featured: 'Featured',
  tier: (tier: string) => `${tier} tier`,
  stock: (n: number) => `${count(n)} available`,
  prizePool: (dollars: number) => `$${count(dollars)} prize pool`,
  coins: (n: number) => `${count(n)} coins`,
};
