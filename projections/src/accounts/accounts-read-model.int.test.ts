import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { accountsProjector } from './accounts-projector';
import { findTokenOwner, findUserById, findUsersByEmail, unverifiedRegisteredBefore } from './accounts-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(accountsProjector);
});
afterAll(async () => {
  await model?.close();
});

it('records registrations and verifications, finds users by id and e-mail, and is unchanged by a replay', async () => {
  const registration = {
    userId: 'u1',
    username: 'Ada',
    email: 'Ada@Example.com',
    firstName: 'Ada',
    lastName: null,
    hasPassword: true,
    registeredAt: '2026-11-01T10:00:00.000Z',
    emailHeld: true,
  };
  await model.feed(
    { type: 'AccountRegistered', data: registration },
    {
      type: 'EmailVerificationIssued',
      data: { userId: 'u1', email: 'Ada@Example.com', tokenHash: 't1', expiresAt: '2026-11-02T10:00:00.000Z' },
    },
    { type: 'EmailVerified', data: { userId: 'u1', tokenHash: 't1', verifiedAt: '2026-11-01T11:00:00.000Z' } },
  );
  const expected = {
    userId: 'u1',
    username: 'Ada',
    email: 'Ada@Example.com',
    firstName: 'Ada',
    lastName: null,
    emailVerified: true,
    hasPassword: true,
  };
  expect(await findUserById(model.pool, 'u1')).toEqual(expected);
  expect(await findUsersByEmail(model.pool, 'ada@example.COM', 3)).toEqual([expected]);
  expect(await findUserById(model.pool, 'nobody')).toBeNull();
  expect(await findTokenOwner(model.pool, 't1')).toBe('u1');
  expect(await findTokenOwner(model.pool, 'unknown')).toBeNull();

  const rows = await model.rows();
  expect(rows.users).toHaveLength(1);
  expect(rows.email_verification_tokens).toEqual([expect.objectContaining({ token_hash: 't1', user_id: 'u1' })]);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('records social sign-ups without a password, counts a vouched-for e-mail as verified, and keeps them out of expiry', async () => {
  await model.feed(
    {
      type: 'SocialAccountRegistered',
      data: {
        userId: 's1',
        username: 'gina',
        email: 'gina@example.com',
        firstName: 'Gina',
        lastName: null,
        registeredAt: '2026-01-01T10:00:00.000Z',
      },
    },
    {
      type: 'SocialIdentityLinked',
      data: { userId: 's1', provider: 'google', subject: 'g-1', email: 'gina@example.com', linkedAt: '2026-01-01T10:00:00.000Z' },
    },
    // X vouches for no e-mail: the account has none, and is still never expired.
    {
      type: 'SocialAccountRegistered',
      data: { userId: 's2', username: 'xavi', email: '', firstName: null, lastName: null, registeredAt: '2026-01-01T10:00:00.000Z' },
    },
    {
      type: 'SocialIdentityLinked',
      data: { userId: 's2', provider: 'x', subject: 'x-2', email: '', linkedAt: '2026-01-01T10:00:00.000Z' },
    },
    // A password account linked to a provider that vouches for its e-mail: the e-mail is verified from then on.
    {
      type: 'AccountRegistered',
      data: {
        userId: 'p3',
        username: 'pam',
        email: 'Pam@Example.com',
        firstName: null,
        lastName: null,
        hasPassword: true,
        registeredAt: '2026-01-01T10:00:00.000Z',
        emailHeld: true,
      },
    },
    {
      type: 'SocialIdentityLinked',
      data: { userId: 'p3', provider: 'google', subject: 'g-3', email: 'pam@example.com', linkedAt: '2026-01-02T10:00:00.000Z' },
    },
  );
  expect(await findUserById(model.pool, 's1')).toMatchObject({ username: 'gina', emailVerified: true, hasPassword: false });
  expect(await findUserById(model.pool, 's2')).toMatchObject({ username: 'xavi', email: '', emailVerified: false, hasPassword: false });
  expect(await findUserById(model.pool, 'p3')).toMatchObject({ emailVerified: true, hasPassword: true });
  expect(await unverifiedRegisteredBefore(model.pool, new Date('2027-01-01T00:00:00Z'))).not.toContain('s2');
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
