import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { accountDecider, type AccountEvent } from './account';

const now = new Date('2026-11-22T12:00:00.000Z');
const spec = deciderSpec(accountDecider, { now });

const registered = (emailHeld = true): AccountEvent => ({
  type: 'AccountRegistered',
  data: {
    userId: 'u1',
    username: 'ana',
    email: 'ana@example.com',
    firstName: null,
    lastName: null,
    hasPassword: true,
    registeredAt: '2026-11-22T10:00:00.000Z',
    emailHeld,
  },
});
const issued = (tokenHash: string, email: string, expiresAt = '2026-11-23T10:00:00.000Z'): AccountEvent => ({
  type: 'EmailVerificationIssued',
  data: { userId: 'u1', email, tokenHash, expiresAt },
});
const socialWithoutEmail: AccountEvent = {
  type: 'SocialAccountRegistered',
  data: { userId: 'u1', username: 'xplayer', email: '', firstName: null, lastName: null, registeredAt: '2026-11-22T10:00:00.000Z' },
};
const expiresAt = '2026-11-23T12:00:00.000Z';

describe('account decider: resending the verification link', () => {
  it('given an unverified account, when a link is asked for its address again, then a new token is issued (the old one stays)', () =>
    spec
      .given(registered(), issued('h1', 'ana@example.com'))
      .when({ type: 'IssueVerification', email: 'ana@example.com', tokenHash: 'h2', expiresAt })
      .then([issued('h2', 'ana@example.com', expiresAt)]));

  it('given a verified account, when a link is asked again, then it is refused as not needed', () =>
    spec
      .given(registered(), issued('h1', 'ana@example.com'), {
        type: 'EmailVerified',
        data: { userId: 'u1', tokenHash: 'h1', verifiedAt: '2026-11-22T11:00:00.000Z' },
      })
      .when({ type: 'IssueVerification', email: 'ana@example.com', tokenHash: 'h2', expiresAt })
      .thenRefuses(texts.server.verificationNotNeeded));

  it('given a sign-up whose address another account holds, when a link is asked, then none is issued', () =>
    spec.given(registered(false)).when({ type: 'IssueVerification', email: 'ana@example.com', tokenHash: 'h2', expiresAt }).thenNothing());

  it('given an expired sign-up, when a link is asked, then it is refused: the account is gone', () =>
    spec
      .given(registered(), {
        type: 'AccountExpired',
        data: { userId: 'u1', username: 'ana', email: 'ana@example.com', expiredAt: '2026-11-29T10:00:00.000Z' },
      })
      .when({ type: 'IssueVerification', email: 'ana@example.com', tokenHash: 'h2', expiresAt })
      .thenRefuses(texts.server.verificationUnavailable));
});

describe('account decider: changing the e-mail address', () => {
  it('given an account, when a link for a new address is asked, then it is issued for that address', () =>
    spec
      .given(registered())
      .when({ type: 'IssueVerification', email: 'new@example.com', tokenHash: 'h2', expiresAt })
      .then([issued('h2', 'new@example.com', expiresAt)]));

  it('given a link to a new address, when it is opened in time, then the address changes to it', () =>
    spec
      .given(registered(), issued('h2', 'new@example.com'))
      .when({ type: 'VerifyEmail', tokenHash: 'h2' })
      .then([{ type: 'EmailChanged', data: { userId: 'u1', email: 'new@example.com', tokenHash: 'h2', changedAt: now.toISOString() } }]));

  it('given a social account without an address, when a link to one is opened, then the account gets it', () =>
    spec
      .given(socialWithoutEmail, issued('h3', 'x@example.com'))
      .when({ type: 'VerifyEmail', tokenHash: 'h3' })
      .then([{ type: 'EmailChanged', data: { userId: 'u1', email: 'x@example.com', tokenHash: 'h3', changedAt: now.toISOString() } }]));

  it('given the address changed, when a link sent to the old address is opened, then it is refused', () =>
    spec
      .given(registered(), issued('h1', 'ana@example.com'), issued('h2', 'new@example.com'), {
        type: 'EmailChanged',
        data: { userId: 'u1', email: 'new@example.com', tokenHash: 'h2', changedAt: '2026-11-22T11:00:00.000Z' },
      })
      .when({ type: 'VerifyEmail', tokenHash: 'h1' })
      .thenRefuses(texts.server.verificationInvalid));

  it('given the address changed, when the same link is opened again, then nothing more happens', () =>
    spec
      .given(registered(), issued('h2', 'new@example.com'), {
        type: 'EmailChanged',
        data: { userId: 'u1', email: 'new@example.com', tokenHash: 'h2', changedAt: '2026-11-22T11:00:00.000Z' },
      })
      .when({ type: 'VerifyEmail', tokenHash: 'h2' })
      .thenNothing());

  it('given a link to a new address, when it is opened after 24 hours, then it has expired', () =>
    spec
      .given(registered(), issued('h2', 'new@example.com', '2026-11-22T11:59:59.000Z'))
      .when({ type: 'VerifyEmail', tokenHash: 'h2' })
      .thenRefuses(/expired/));
});

describe('account decider: password changes', () => {
  it('given an account, when its password is reset, then that is recorded without any secret', () =>
    spec
      .given(registered())
      .when({ type: 'RecordPasswordChange', how: 'reset' })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', how: 'reset', changedAt: now.toISOString() } }]));

  it('given no account, when a password change is recorded, then it is refused', () =>
    spec.given().when({ type: 'RecordPasswordChange', how: 'change' }).thenRefuses(texts.server.notFound));
});
