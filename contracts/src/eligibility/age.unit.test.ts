import { describe, expect, it } from 'vitest';
import { ageOn, eligibilityOn, isCalendarDate } from './age';
import { VOID_STATES, minimumAgeFor, usStates } from './constants';

const today = '2026-06-15';

describe('ageOn: whole years on the calendar', () => {
  it('is 17 the day before the 18th birthday (17 years and 364 days) and 18 on it', () => {
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2008-06-15', today)).toBe(18);
  });

  it('turns a Feb 29 birthday a year older on Mar 1 in a non-leap year, and on Feb 29 in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-28')).toBe(19);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('refuses dates that do not exist or lie in the future', () => {
    expect(ageOn('2007-02-29', today)).toBeNull();
    expect(ageOn('2008-13-01', today)).toBeNull();
    expect(ageOn('2026-06-16', today)).toBeNull();
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });
});

describe('eligibilityOn', () => {
  it('is void in New York, Florida and Rhode Island whatever the age', () => {
    expect(VOID_STATES).toEqual(expect.arrayContaining(['NY', 'FL', 'RI']));
    for (const state of VOID_STATES) {
      expect(eligibilityOn({ dateOfBirth: '1980-01-01', state }, today, 'raffle')).toMatchObject({ eligible: false, rule: 'void_state' });
    }
  });

  it('asks 18 by default, 19 in Alabama and Nebraska, 21 in Mississippi and Massachusetts', () => {
    const at18 = '2008-06-15';
    const at19 = '2007-06-15';
    const at21 = '2005-06-15';
    expect(eligibilityOn({ dateOfBirth: '2008-06-16', state: 'TX' }, today, 'raffle')).toMatchObject({
      eligible: false,
      rule: 'underage',
      age: 17,
    });
    expect(eligibilityOn({ dateOfBirth: at18, state: 'TX' }, today, 'raffle')).toMatchObject({ eligible: true, age: 18 });
    for (const state of ['AL', 'NE']) {
      expect(eligibilityOn({ dateOfBirth: at18, state }, today, 'raffle')).toMatchObject({ eligible: false, minimumAge: 19 });
      expect(eligibilityOn({ dateOfBirth: at19, state }, today, 'raffle')).toMatchObject({ eligible: true });
    }
    for (const state of ['MS', 'MA']) {
      expect(eligibilityOn({ dateOfBirth: '2005-06-16', state }, today, 'raffle')).toMatchObject({ eligible: false, minimumAge: 21 });
      expect(eligibilityOn({ dateOfBirth: at21, state }, today, 'raffle')).toMatchObject({ eligible: true });
    }
  });

  it('asks 21 for partner offers marked 21+ in every state', () => {
    for (const state of usStates) expect(minimumAgeFor(state, 'adult-offer')).toBe(21);
    expect(eligibilityOn({ dateOfBirth: '2006-01-01', state: 'TX' }, today, 'adult-offer')).toMatchObject({
      eligible: false,
      rule: 'underage',
    });
    expect(eligibilityOn({ dateOfBirth: '2005-06-15', state: 'TX' }, today, 'adult-offer')).toMatchObject({ eligible: true, age: 21 });
    // The void states are the sweepstakes' rules, not the partner's.
    expect(eligibilityOn({ dateOfBirth: '1990-01-01', state: 'NY' }, today, 'adult-offer')).toMatchObject({ eligible: true });
  });
});
