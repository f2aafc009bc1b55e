import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { texts } from '@fr/contracts';
import { deciderSpec } from '../../testing/decider-spec';
import { adminAccountDecider, type AdminAccountEvent } from './domain/admin-account';
import { totpCodeStep } from './totp';

const secret = new Secret({ size: 20 }).base32;
const at = new Date('2026-11-17T15:00:10Z');
const step = Math.floor(at.getTime() / 30_000);
const codeAt = (time: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time.getTime() });
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe('the time step of a TOTP code', () => {
  it("is the step the code was made in, accepted in that step's neighbours as well", () => {
    expect(totpCodeStep(secret, codeAt(at), at)).toBe(step);
    expect(totpCodeStep(secret, codeAt(at), seconds(30))).toBe(step);
    expect(totpCodeStep(secret, codeAt(at), seconds(-30))).toBe(step);
    expect(totpCodeStep(secret, codeAt(seconds(30)), at)).toBe(step + 1);
  });

  it('is null for a code two steps away or from another secret', () => {
    expect(totpCodeStep(secret, codeAt(at), seconds(60))).toBeNull();
    const other = new TOTP({ secret: new Secret({ size: 20 }) }).generate({ timestamp: at.getTime() });
    expect(totpCodeStep(secret, other === codeAt(at) ? '000000' : other, at)).toBeNull();
  });
});

describe('the admin account accepts each TOTP code once', () => {
  const adminId = 'a1';
  const created: AdminAccountEvent = {
    type: 'AdminAccountCreated',
    data: { adminId, username: 'ops', email: 'ops@example.com', role: 'admin', hasPassword: true, via: 'cli', createdAt: at.toISOString() },
  };
  const enrolmentStarted: AdminAccountEvent = {
    type: 'AdminTotpEnrolmentStarted',
    data: { adminId, sealedSecret: 'sealed', at: at.toISOString() },
  };
  const enrolledAt = (totpStep: number): AdminAccountEvent => ({
    type: 'AdminTotpEnrolled',
    data: { adminId, at: at.toISOString(), totpStep },
  });
  const signedInAt = (totpStep: number): AdminAccountEvent => ({
    type: 'AdminSignedIn',
    data: { adminId, at: at.toISOString(), totpStep },
  });
  const spec = deciderSpec(adminAccountDecider, { now: at });

  it('records the step of the confirming code, which then counts as used', () => {
    spec
      .given(created, enrolmentStarted)
      .when({ type: 'ConfirmTotp', adminId, codeStep: step })
      .then([enrolledAt(step)]);
    spec
      .given(created, enrolmentStarted, enrolledAt(step))
      .when({ type: 'RecordSignIn', adminId, totpStep: step })
      .thenRefuses(texts.server.adminTotpInvalid);
  });

  it("refuses a sign-in with the last step's code or an older one, as a wrong code, and takes a newer one", () => {
    const history = [created, enrolmentStarted, enrolledAt(step - 5), signedInAt(step)];
    spec
      .given(...history)
      .when({ type: 'RecordSignIn', adminId, totpStep: step })
      .thenRefuses(texts.server.adminTotpInvalid);
    spec
      .given(...history)
      .when({ type: 'RecordSignIn', adminId, totpStep: step - 1 })
      .thenRefuses(texts.server.adminTotpInvalid);
    spec
      .given(...history)
      .when({ type: 'RecordSignIn', adminId, totpStep: step + 1 })
      .then([signedInAt(step + 1)]);
  });

  it('answers a used code with the same 401 as a wrong code', () => {
    const decide = spec.given(created, enrolmentStarted, enrolledAt(step)).when({ type: 'RecordSignIn', adminId, totpStep: step }).events;
    expect(decide).toThrow(expect.objectContaining({ status: 401, code: 'unauthenticated' }));
  });

  it('keeps no step for sign-ins without a second factor, nor for enrolments recorded before steps were', () => {
    const before: AdminAccountEvent = { type: 'AdminTotpEnrolled', data: { adminId, at: at.toISOString() } };
    spec
      .given(created)
      .when({ type: 'RecordSignIn', adminId, totpStep: null })
      .then([{ type: 'AdminSignedIn', data: { adminId, at: at.toISOString() } }]);
    spec
      .given(created, enrolmentStarted, before)
      .when({ type: 'RecordSignIn', adminId, totpStep: step })
      .then([signedInAt(step)]);
  });
});
