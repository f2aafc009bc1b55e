import type { AgeBand, DomainEvent } from '@fr/contracts';
import { ADULT_OFFER_MINIMUM_AGE, ELIGIBILITY_TIME_ZONE, MINIMUM_AGE, ageOn, localDate } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type PlayerSupportEvent = Extract<DomainEvent, { type: 'PlayerSignedOutEverywhere' | 'VerificationResentByAdmin' }>;

export type PlayerSupportCommand =
  | { type: 'RecordSignOutEverywhere'; userId: string; adminId: string; sessions: number }
  | { type: 'RecordVerificationResent'; userId: string; adminId: string };

/**
 * What admins did to a player's account from the player 360 (`player-support-{userId}`), for the audit trail. The
 * actions themselves (ending sessions, sending a link) happen at the edges; nothing here depends on earlier ones.
 */
export const playerSupportDecider: Decider<null, PlayerSupportCommand, { now: Date }, PlayerSupportEvent> = {
  initialState: () => null,
  evolve: (state) => state,
  decide(command, _state, { now }) {
    const at = now.toISOString();
    if (command.type === 'RecordSignOutEverywhere') {
      const { userId, adminId, sessions } = command;
      return [{ type: 'PlayerSignedOutEverywhere', data: { userId, adminId, sessions, at } }];
    }
    return [{ type: 'VerificationResentByAdmin', data: { userId: command.userId, adminId: command.adminId, at } }];
  },
};

/** The age band a date of birth falls in on the eligibility rules' calendar day: what the page shows instead of the date. */
export function ageBandOf(dateOfBirth: string, now: Date): AgeBand {
  const age = ageOn(dateOfBirth, localDate(now, ELIGIBILITY_TIME_ZONE));
  if (age === null) return 'unknown';
  if (age < MINIMUM_AGE) return 'under-18';
  return age < ADULT_OFFER_MINIMUM_AGE ? '18-20' : '21-plus';
}
