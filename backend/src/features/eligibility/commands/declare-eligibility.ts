import { ELIGIBILITY_TIME_ZONE, ageOn, localDate, texts, type UsState } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { EligibilityEvent, EligibilityState } from '../eligibility-slice';

export interface DeclareEligibility {
  type: 'DeclareEligibility';
  /** YYYY-MM-DD, a real calendar date (the request schema checks). */
  dateOfBirth: string;
  state: UsState;
}

/**
 * Records the player's date of birth and state of residence. Whether they make the player eligible is not decided
 * here: it is checked at each entry and claim (a declaration that says "New York" or "17" is true and recorded, and
 * the player is told what it means). Declaring what is already declared decides nothing; each change is one event
 * naming what changed, which is the audit of it.
 */
export function decideDeclareEligibility(
  command: DeclareEligibility,
  state: EligibilityState,
  { userId, now }: PlayerContext,
): EligibilityEvent[] {
  if (ageOn(command.dateOfBirth, localDate(now, ELIGIBILITY_TIME_ZONE)) === null) {
    throw new DomainError('validation_failed', texts.server.birthDateInFuture);
  }
  const before = state.declaration;
  if (before && before.dateOfBirth === command.dateOfBirth && before.state === command.state) return [];
  return [
    {
      type: 'EligibilityDeclared',
      data: {
        userId,
        dateOfBirth: command.dateOfBirth,
        state: command.state,
        previousState: (before?.state as UsState | undefined) ?? null,
        dateOfBirthChanged: before !== null && before.dateOfBirth !== command.dateOfBirth,
        declaredAt: now.toISOString(),
      },
    },
  ];
}
