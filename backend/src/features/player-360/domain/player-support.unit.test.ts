import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { ageBandOf, playerSupportDecider } from './player-support';

const now = new Date('2026-11-22T12:00:00.000Z');
const spec = deciderSpec(playerSupportDecider, { now });

describe('player support decider', () => {
  it('given anything, when an admin signs a player out everywhere, then the sessions ended are recorded for the audit trail', () =>
    spec
      .given()
      .when({ type: 'RecordSignOutEverywhere', userId: 'u1', adminId: 'a1', sessions: 2 })
      .then([{ type: 'PlayerSignedOutEverywhere', data: { userId: 'u1', adminId: 'a1', sessions: 2, at: now.toISOString() } }]));

  it('given a sign-out before, when an admin resends the verification link, then that is recorded too', () =>
    spec
      .given({ type: 'PlayerSignedOutEverywhere', data: { userId: 'u1', adminId: 'a1', sessions: 0, at: now.toISOString() } })
      .when({ type: 'RecordVerificationResent', userId: 'u1', adminId: 'a2' })
      .then([{ type: 'VerificationResentByAdmin', data: { userId: 'u1', adminId: 'a2', at: now.toISOString() } }]));
});

describe('age band', () => {
  it('counts birthdays on the New York calendar day: 17, 18, 20, 21 and a date that is not real', () => {
    expect(ageBandOf('2008-11-23', now)).toBe('under-18');
    expect(ageBandOf('2008-11-22', now)).toBe('18-20');
    expect(ageBandOf('2005-11-23', now)).toBe('18-20');
    expect(ageBandOf('2005-11-22', now)).toBe('21-plus');
    expect(ageBandOf('2005-02-30', now)).toBe('unknown');
  });
});
