import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { day, history, spec, userId } from '../../../testing/player-fixtures';

const declare = (dateOfBirth: string, state: 'TX' | 'NY' = 'TX') => ({ type: 'DeclareEligibility', dateOfBirth, state }) as const;

describe('DeclareEligibility', () => {
  it('records the first declaration, with no previous state', () => {
    spec
      .given()
      .when(declare('2000-02-29'))
      .then([
        {
          type: 'EligibilityDeclared',
          data: {
            userId,
            dateOfBirth: '2000-02-29',
            state: 'TX',
            previousState: null,
            dateOfBirthChanged: false,
            declaredAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('records a declaration that makes the player ineligible: the entries say no, not the declaration', () => {
    spec
      .given()
      .when(declare('2010-01-01', 'NY'))
      .then([
        {
          type: 'EligibilityDeclared',
          data: {
            userId,
            dateOfBirth: '2010-01-01',
            state: 'NY',
            previousState: null,
            dateOfBirthChanged: false,
            declaredAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('decides nothing when the same date and state are declared again', () => {
    spec
      .given(...history([[declare('2000-02-29')]]))
      .when(declare('2000-02-29'))
      .thenNothing();
  });

  it('records a change of state with the state before, and a change of birth date as such', () => {
    spec
      .given(...history([[declare('2000-02-29')]]))
      .when(declare('2000-02-29', 'NY'))
      .then([
        {
          type: 'EligibilityDeclared',
          data: {
            userId,
            dateOfBirth: '2000-02-29',
            state: 'NY',
            previousState: 'TX',
            dateOfBirthChanged: false,
            declaredAt: day(22).toISOString(),
          },
        },
      ]);
    spec
      .given(...history([[declare('2000-02-29')]]))
      .when(declare('2000-03-01'))
      .then([
        {
          type: 'EligibilityDeclared',
          data: {
            userId,
            dateOfBirth: '2000-03-01',
            state: 'TX',
            previousState: 'TX',
            dateOfBirthChanged: true,
            declaredAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('refuses a date of birth after today', () => {
    spec.given().when(declare('2026-11-23')).thenRefuses(texts.server.birthDateInFuture);
  });
});
