import { MINIMUM_AGE } from '../accounts/constants';
import { SPORTSBOOK_MINIMUM_AGE } from '../challenges/constants';

/** Eligibility constants: product-spec.md §1 and §9 fix the minimum age of 18; the rest is ours (marked). */

/** The 50 states and DC, by postal code: where a player may live (the official rules: "legal residents of the 50 United States and DC"). */
export const usStates = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type UsState = (typeof usStates)[number];

/** The states' names, as the eligibility dialog lists them and the answers name them. */
export const usStateNames: Readonly<Record<UsState, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * Ours: the official rules are void in New York, Florida and Rhode Island (sweepstakes there need registration and
 * bonding we have not done) and outside the 50 states and DC.
 */
export const VOID_STATES = ['NY', 'FL', 'RI'] as const satisfies readonly UsState[];

export const isVoidState = (state: string): boolean => (VOID_STATES as readonly string[]).includes(state);

/** Minimum age is MINIMUM_AGE (accounts, §9) except where the age of majority is higher: 19 in AL and NE, 21 in MS and MA. */
export const minimumAgeByState: Readonly<Partial<Record<UsState, number>>> = { AL: 19, NE: 19, MS: 21, MA: 21 };

/** Partner offers marked 21+ (sportsbooks, first-deposit offers) ask this age in every state. */
export const ADULT_OFFER_MINIMUM_AGE = SPORTSBOOK_MINIMUM_AGE;

/** What eligibility is asked for: a raffle entry (ticket or free) and its prize, or a partner offer marked 21+. */
export const eligibilityPurposes = ['raffle', 'adult-offer'] as const;

export type EligibilityPurpose = (typeof eligibilityPurposes)[number];

export const minimumAgeFor = (state: string, purpose: EligibilityPurpose): number => {
  const inState = minimumAgeByState[state as UsState] ?? MINIMUM_AGE;
  return purpose === 'adult-offer' ? Math.max(inState, ADULT_OFFER_MINIMUM_AGE) : inState;
};

/** Ours: ages are reckoned on the sponsor's calendar (New York), the one the official rules and the draws keep. */
export const ELIGIBILITY_TIME_ZONE = 'America/New_York';

/** Ours: nobody declares a birth year before this (a typo, not a person). */
export const EARLIEST_BIRTH_YEAR = 1900;
