import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { adminAccountDecider } from './admin-account';

const now = new Date('2026-11-22T12:00:00.000Z');
const spec = deciderSpec(adminAccountDecider, { now });

describe('admin account decider: password changes', () => {
  it('given an admin, when the password is reset, then that is recorded for the audit trail without any secret', () =>
    spec
      .given({
        type: 'AdminAccountCreated',
        data: {
          adminId: 'a1',
          username: 'ops',
          email: 'ops@example.com',
          role: 'admin',
          hasPassword: true,
          via: 'cli',
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      })
      .when({ type: 'RecordPasswordChange', how: 'reset' })
      .then([{ type: 'AdminPasswordChanged', data: { adminId: 'a1', how: 'reset', changedAt: now.toISOString() } }]));

  it('given no admin, when a password change is recorded, then it is refused', () =>
    spec.given().when({ type: 'RecordPasswordChange', how: 'change' }).thenRefuses(texts.server.notFound));
});
