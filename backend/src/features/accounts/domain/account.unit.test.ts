import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { accountDecider, type AccountEvent } from './account';
import { claimDecider } from './claim';

const registration = {
  userId: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  firstName: null,
  lastName: null,
  hasPassword: true,
  registeredAt: '2026-11-22T10:00:00.000Z',
  emailHeld: true,
};
const registered: AccountEvent[] = accountDecider.decide(
  { type: 'Register', registration, tokenHash: 'h1', expiresAt: '2026-11-23T10:00:00.000Z' },
  accountDecider.initialState(),
  { now: new Date('2026-11-22T10:00:00Z') },
);
const state = (events: AccountEvent[]) => events.reduce(accountDecider.evolve, accountDecider.initialState());
const verify = (tokenHash: string, now: string, events = registered) =>
  accountDecider.decide({ type: 'VerifyEmail', tokenHash }, state(events), { now: new Date(now) });

describe('account decider', () => {
  it('registers and issues a verification token', () => {
    expect(registered.map((e) => e.type)).toEqual(['AccountRegistered', 'EmailVerificationIssued']);
  });

  it('issues no verification token to an account whose e-mail belongs to someone else', () => {
    const events = accountDecider.decide(
      { type: 'Register', registration: { ...registration, emailHeld: false }, tokenHash: 'h1', expiresAt: '2026-11-23T10:00:00.000Z' },
      accountDecider.initialState(),
      { now: new Date('2026-11-22T10:00:00Z') },
    );
    expect(events.map((e) => e.type)).toEqual(['AccountRegistered']);
    expect(() => verify('h1', '2026-11-22T11:00:00Z', events)).toThrow();
  });

  it('refuses to register twice', () => {
    expect(() =>
      accountDecider.decide({ type: 'Register', registration, tokenHash: 'h2', expiresAt: 'x' }, state(registered), { now: new Date() }),
    ).toThrow();
  });

  it('verifies a valid token before it expires', () => {
    expect(verify('h1', '2026-11-23T09:59:59Z')).toEqual([
      { type: 'EmailVerified', data: { userId: 'u1', tokenHash: 'h1', verifiedAt: '2026-11-23T09:59:59.000Z' } },
    ]);
  });

  it('answers expired after 24 hours', () => {
    expect(() => verify('h1', '2026-11-23T10:00:00Z')).toThrow(/expired/);
  });

  it('decides nothing more for a deleted account: its token no longer verifies, and it never expires again', () => {
    const erased: AccountEvent[] = [
      ...registered,
      { type: 'AccountErased', data: { userId: 'u1', erasedAt: '2026-11-22T12:00:00.000Z', taxRecordsUntil: null } },
    ];
    expect(() => verify('h1', '2026-11-22T13:00:00Z', erased)).toThrow();
    expect(accountDecider.decide({ type: 'Expire' }, state(erased), { now: new Date('2026-11-24T10:00:00Z') })).toEqual([]);
  });

  it('refuses an unknown token', () => {
    expect(() => verify('nope', '2026-11-22T11:00:00Z')).toThrow(/Invalid verification token/);
  });

  it('treats a second use of the same token as already done', () => {
    const verified = [...registered, ...verify('h1', '2026-11-22T11:00:00Z')];
    expect(verify('h1', '2026-11-22T12:00:00Z', verified)).toEqual([]);
  });
});

describe('account decider: social sign-in', () => {
  const at = { now: new Date('2026-11-22T10:00:00Z') };
  const spec = deciderSpec(accountDecider, at);
  const social = {
    userId: 's1',
    username: 'gina',
    email: 'gina@example.com',
    firstName: 'Gina',
    lastName: null,
    registeredAt: '2026-11-22T10:00:00.000Z',
  };
  const registerSocial = { type: 'RegisterSocial' as const, registration: social, provider: 'google', subject: 'g-1' };
  const registeredSocially: AccountEvent[] = [
    { type: 'SocialAccountRegistered', data: social },
    {
      type: 'SocialIdentityLinked',
      data: { userId: 's1', provider: 'google', subject: 'g-1', email: 'gina@example.com', linkedAt: social.registeredAt },
    },
  ];
  const link = {
    type: 'LinkSocialIdentity' as const,
    provider: 'google',
    subject: 'g-9',
    email: 'ana@example.com',
    linkedAt: '2026-11-23T10:00:00.000Z',
  };

  it('registers a social account with its identity linked', () => {
    spec.given().when(registerSocial).then(registeredSocially);
  });

  it('treats the same identity registering again as done (a sign-up resumed after a failure)', () => {
    spec
      .given(...registeredSocially)
      .when(registerSocial)
      .thenNothing();
  });

  it('refuses another identity registering onto an existing account', () => {
    spec
      .given(...registeredSocially)
      .when({ ...registerSocial, subject: 'g-2' })
      .thenRefuses(texts.server.socialIdentityTaken);
  });

  it('links a provider to a password account once, and its vouched-for e-mail counts as verified', () => {
    const linked = spec
      .given(...registered)
      .when(link)
      .events();
    expect(linked).toEqual([
      {
        type: 'SocialIdentityLinked',
        data: { userId: 'u1', provider: 'google', subject: 'g-9', email: 'ana@example.com', linkedAt: link.linkedAt },
      },
    ]);
    expect(state([...registered, ...linked]).verified).toBe(true);
    spec
      .given(...registered, ...linked)
      .when(link)
      .thenNothing();
  });

  it('does not link to an account that does not exist or has expired', () => {
    spec.given().when(link).thenRefuses(texts.server.notFound);
    const expired = accountDecider.decide({ type: 'Expire' }, state(registered), at);
    spec
      .given(...registered, ...expired)
      .when(link)
      .thenRefuses(texts.server.notFound);
  });

  it('never expires a social account, even one without an e-mail', () => {
    const withoutEmail: AccountEvent[] = [{ type: 'SocialAccountRegistered', data: { ...social, email: '' } }];
    spec
      .given(...withoutEmail)
      .when({ type: 'Expire' })
      .thenNothing();
    spec
      .given(...registeredSocially)
      .when({ type: 'Expire' })
      .thenNothing();
  });
});

describe('claim decider', () => {
  const claim = (userId: string) => ({
    type: 'Claim' as const,
    userId,
    takenMessage: 'taken',
    event: { type: 'EmailClaimed' as const, data: { userId, email: 'a@b.c' } },
  });
  it('lets the first claim win and refuses others', () => {
    const events = claimDecider.decide(claim('u1'), claimDecider.initialState(), {});
    const owned = events.reduce(claimDecider.evolve, claimDecider.initialState());
    expect(() => claimDecider.decide(claim('u2'), owned, {})).toThrow('taken');
    expect(claimDecider.decide(claim('u1'), owned, {})).toEqual([]);
  });
  it('frees the value when its owner releases it', () => {
    const owned = claimDecider
      .decide(claim('u1'), claimDecider.initialState(), {})
      .reduce(claimDecider.evolve, claimDecider.initialState());
    const release = {
      type: 'Release' as const,
      userId: 'u1',
      event: { type: 'EmailReleased' as const, data: { userId: 'u1', email: 'a@b.c' } },
    };
    expect(claimDecider.decide({ ...release, userId: 'u2' }, owned, {})).toEqual([]);
    const freed = claimDecider.decide(release, owned, {}).reduce(claimDecider.evolve, owned);
    expect(claimDecider.decide(claim('u2'), freed, {})).toHaveLength(1);
  });
});
