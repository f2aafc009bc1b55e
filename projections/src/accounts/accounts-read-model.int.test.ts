import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { accountsProjector } from './accounts-projector';
import { findTokenOwner, findUserById, findUsersByEmail } from './accounts-queries';

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
    passwordHash: 'hash',
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
    passwordHash: 'hash',
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
