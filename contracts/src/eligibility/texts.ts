import { MINIMUM_AGE } from '../accounts/constants';
import type { EligibilityVerdict } from './age';
import { ADULT_OFFER_MINIMUM_AGE, VOID_STATES, minimumAgeByState, usStateNames, type EligibilityPurpose, type UsState } from './constants';

const nameOf = (state: string) => usStateNames[state as UsState] ?? state;

/** "New York, Florida and Rhode Island". */
const inWords = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export const voidStatesInWords = inWords(VOID_STATES.map(nameOf));

/** "19 in Alabama and Nebraska, 21 in Mississippi and Massachusetts": the ages above MINIMUM_AGE, by age. */
export const stateAgesInWords = [...new Set(Object.values(minimumAgeByState))]
  .sort((a, b) => a - b)
  .map(
    (age) =>
      `${age} in ${inWords(
        Object.entries(minimumAgeByState)
          .filter(([, a]) => a === age)
          .map(([state]) => nameOf(state)),
      )}`,
  )
  .join(', ');

/** The rule that says no, in plain words (the same on the server's refusals and in the player's Settings). */
export function eligibilityReason(verdict: EligibilityVerdict, state: string, purpose: EligibilityPurpose): string | null {
  if (verdict.eligible) return null;
  switch (verdict.rule) {
    case 'invalid_birth_date':
      return 'Your date of birth is not a real past date. Correct it in Settings.';
    case 'void_state':
      return `The official rules are void in ${nameOf(state)}, so players living there cannot enter raffles or win prizes. Your tickets are still earned and shown, but they do not enter draws.`;
    case 'underage':
      return purpose === 'adult-offer'
        ? `This partner offer is for players ${verdict.minimumAge} or older.`
        : `You must be at least ${verdict.minimumAge} to enter raffles in ${nameOf(state)}. Your tickets are still earned and shown, but they do not enter draws until then.`;
  }
}

/** User-visible eligibility texts (ours: the spec asks for no date of birth). */
export const eligibilityTexts = {
  eligibility: {
    dialogTitle: 'Confirm your eligibility',
    intro: `Raffles are open to US residents who are at least ${MINIMUM_AGE} (${stateAgesInWords}). We ask once; you can change it in Settings.`,
    adultIntro: `This partner offer is for players ${ADULT_OFFER_MINIMUM_AGE} or older. We ask once; you can change it in Settings.`,
    voidNote: `Raffles are void in ${voidStatesInWords}: players living there cannot enter or win.`,
    dateOfBirth: 'Date of birth',
    state: 'State of residence',
    stateOption: (code: string, name: string, isVoid: boolean) => `${name} (${code})${isVoid ? ' (void)' : ''}`,
    confirm: 'Confirm',
    saving: 'Saving...',
    cancel: 'Cancel',
    saveFailed: 'Could not save your eligibility',
    notEligibleTitle: 'You cannot enter',
    ticketsWaiting: 'Tell us your date of birth and state once, so your tickets can enter draws.',
    confirmEligibility: 'Confirm eligibility',
    settingsTitle: 'Eligibility',
    settingsIntro: 'Your date of birth and state of residence decide whether you may enter raffles and partner offers marked 21+.',
    notDeclared: 'Not declared yet: we ask before your first raffle entry.',
    declared: (dateOfBirth: string, stateName: string) => `Born ${dateOfBirth}, living in ${stateName}.`,
    rafflesAllowed: 'You may enter raffles.',
    adultAllowed: `You may open partner offers marked ${ADULT_OFFER_MINIMUM_AGE}+.`,
    change: 'Change',
    declare: 'Declare',
    saved: 'Eligibility saved',
    changesTitle: 'Changes',
    changeLine: (previous: string | null, state: string, dateOfBirthChanged: boolean) =>
      previous === null
        ? `Declared: ${state}`
        : [previous !== state ? `State ${previous} → ${state}` : null, dateOfBirthChanged ? 'date of birth changed' : null]
            .filter(Boolean)
            .join(', '),
    stateName: nameOf,
  },
  shipping: {
    title: 'Shipping address',
    intro: 'Where we send your prize. Kept encrypted and deleted with your account.',
    name: 'Full name',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    city: 'City',
    state: 'State',
    postalCode: 'ZIP code',
  },
};

/** Eligibility answers the server gives. */
export const eligibilityServerTexts = {
  eligibilityRequired: 'Before your first entry, tell us your date of birth and state of residence: the official rules depend on them.',
  birthDateInFuture: 'Enter a real date of birth: it cannot be in the future.',
  shippingAddressRequired: 'Enter the shipping address for this prize.',
};
