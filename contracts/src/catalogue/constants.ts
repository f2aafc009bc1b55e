/** The four kinds of catalogue items an admin edits without a deploy (issue 23, item 7). */
export const catalogueKinds = ['prize', 'contest', 'challenge', 'package'] as const;

export type CatalogueKind = (typeof catalogueKinds)[number];

/** Each kind's configuration stream: its edits are configuration events, folded over the seed in contracts. */
export const catalogueStream = (kind: CatalogueKind) => `catalogue-${kind}`;

/** Ours: the sane bounds of an edit. A coin package costs $0.01 to $500 (checkout refuses nothing above it). */
export const MAX_PACKAGE_PRICE_CENTS = 50_000;
/** Ours: coins and bonus coins of one package, at most. */
export const MAX_PACKAGE_COINS = 1_000_000;
/** Ours: a raffle prize is worth at most $100,000 (its value is what a winner's tax form reports). */
export const MAX_PRIZE_VALUE_DOLLARS = 100_000;
/** Ours: prizes in stock, at most. */
export const MAX_PRIZE_QUANTITY = 100_000;
/** Ours: a partner contest's prize pool, at most $100M (the largest seed is $10M). */
export const MAX_CONTEST_PRIZE_DOLLARS = 100_000_000;
/** Ours: a challenge's reward, at most (the largest seed, the 30-day streak, is 10,000). */
export const MAX_CHALLENGE_REWARD_COINS = 100_000;
export const MAX_CATALOGUE_NAME_LENGTH = 80;
/** The short lines a card shows: a prize's value, a contest's prize. */
export const MAX_CATALOGUE_LABEL_LENGTH = 40;
export const MAX_CATALOGUE_DESCRIPTION_LENGTH = 500;
export const MAX_CATALOGUE_URL_LENGTH = 2048;

/**
 * The hosts a partner's link may lead to (the host itself or one of its subdomains), per partner: the contest's
 * platform, the challenge's platform, the prize's affiliate partner. A partner not listed has no allowed link.
 */
export const partnerAllowedHosts: Readonly<Record<string, readonly string[]>> = {
  DraftKings: ['draftkings.com', 'dkng.co'],
  'DraftKings Sportsbook': ['draftkings.com', 'dkng.co'],
  FanDuel: ['fanduel.com'],
  'FanDuel Sportsbook': ['fanduel.com'],
  PrizePicks: ['prizepicks.com'],
  'Underdog Fantasy': ['underdogfantasy.com'],
  BetMGM: ['betmgm.com'],
  'Caesars Sportsbook': ['caesars.com'],
  'Fanatics Sportsbook': ['fanatics.com', 'fanaticsbetting.com'],
  Fanatics: ['fanatics.com'],
  'Best Buy': ['bestbuy.com'],
};

/** Whether a host is one of the allowed hosts or a subdomain of one. */
export const isAllowedHost = (host: string, allowed: readonly string[]) => allowed.some((a) => host === a || host.endsWith(`.${a}`));
