import { localDate } from '../calendar/local-day';
import { ELIGIBILITY_TIME_ZONE, isVoidState, minimumAgeFor, type EligibilityPurpose } from './constants';

/** A real calendar date written YYYY-MM-DD (2023-02-29 is not one). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/**
 * Whole years from the date of birth to `today` (both YYYY-MM-DD), on the calendar rather than by counting days: a
 * year older on the birthday's month and day, so someone born on February 29 turns a year older on March 1 in a
 * non-leap year (February 28 is still the day before). Null when the birth date is not a real date on or before today.
 */
export function ageOn(dateOfBirth: string, today: string): number | null {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(today) || dateOfBirth > today) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

/** The date of birth and state of residence a player declared. */
export interface EligibilityDeclaration {
  dateOfBirth: string;
  state: string;
}

/** Whether a declaration allows a purpose on a day, and if not, which rule says no. */
export type EligibilityVerdict =
  | { eligible: true; age: number; minimumAge: number }
  | { eligible: false; rule: 'void_state'; age: number | null; minimumAge: number }
  | { eligible: false; rule: 'underage'; age: number; minimumAge: number }
  | { eligible: false; rule: 'invalid_birth_date'; age: null; minimumAge: number };

/** The rules in the order the official rules give them: a real birth date, not a void state (raffles), old enough there. */
export function eligibilityOn(declaration: EligibilityDeclaration, today: string, purpose: EligibilityPurpose): EligibilityVerdict {
  const minimumAge = minimumAgeFor(declaration.state, purpose);
  const age = ageOn(declaration.dateOfBirth, today);
  if (age === null) return { eligible: false, rule: 'invalid_birth_date', age, minimumAge };
  // The void states are the official rules' (our sweepstakes); a partner's 21+ offer asks only the age.
  if (purpose === 'raffle' && isVoidState(declaration.state)) return { eligible: false, rule: 'void_state', age, minimumAge };
  if (age < minimumAge) return { eligible: false, rule: 'underage', age, minimumAge };
  return { eligible: true, age, minimumAge };
}

/** The same, at an instant: the day is the sponsor's (New York) calendar day. */
export const eligibilityAt = (declaration: EligibilityDeclaration, at: Date, purpose: EligibilityPurpose): EligibilityVerdict =>
  eligibilityOn(declaration, localDate(at, ELIGIBILITY_TIME_ZONE), purpose);
