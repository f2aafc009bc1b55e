import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeAudit } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { adminProjector } from './admin-projector';
import { adminAuditPage, adminCount, lockStatesOf } from './admin-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(adminProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps admins without secrets, player locks and the audit trail newest first, and is unchanged by a replay', async () => {
  await model.feed(
    {
      type: 'AdminAccountCreated',
      data: {
        adminId: 'a1',
        username: 'root',
        email: 'root@example.com',
        role: 'admin',
        hasPassword: true,
        via: 'cli',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    },
    { type: 'AdminTotpEnrolmentStarted', data: { adminId: 'a1', sealedSecret: 'sealed', at: '2026-11-01T10:01:00.000Z' } },
    { type: 'AdminTotpEnrolled', data: { adminId: 'a1', at: '2026-11-01T10:02:00.000Z' } },
    { type: 'PlayerLocked', data: { userId: 'u1', adminId: 'a1', reason: 'fraud', at: '2026-11-01T11:00:00.000Z' } },
    { type: 'PlayerUnlocked', data: { userId: 'u1', adminId: 'a1', reason: 'cleared', at: '2026-11-01T12:00:00.000Z' } },
    { type: 'PlayerLocked', data: { userId: 'u2', adminId: 'a1', reason: 'abuse', at: '2026-11-01T13:00:00.000Z' } },
    {
      type: 'TierConfigured',
      data: {
        tierName: 'Bronze',
        increasePercentage: 10,
        ticketCount: 1,
        prizePool: 'Seed',
        changedBy: 'system',
        changedAt: null,
        previous: null,
      },
    },
  );
  expect(await adminCount(model.pool)).toBe(1);
  const locks = await lockStatesOf(model.pool, ['u1', 'u2', 'u3']);
  expect([...locks.entries()].sort()).toEqual([
    ['u1', { locked: false, reason: 'cleared', changedAt: '2026-11-01T12:00:00.000Z' }],
    ['u2', { locked: true, reason: 'abuse', changedAt: '2026-11-01T13:00:00.000Z' }],
  ]);
  const page = await adminAuditPage(model.pool, { limit: 2, offset: 0 });
  expect(page.total).toBe(6);
  expect(page.entries.map((e) => [e.type, e.actorId, e.subjectId, e.details?.reason])).toEqual([
    ['PlayerLocked', 'a1', 'u2', 'abuse'],
    ['PlayerUnlocked', 'a1', 'u1', 'cleared'],
  ]);
  const aboutU1 = await adminAuditPage(model.pool, { limit: 10, offset: 0, personId: 'u1' });
  expect(aboutU1.total).toBe(2);
  expect(aboutU1.entries.map((e) => e.type)).toEqual(['PlayerUnlocked', 'PlayerLocked']);
  const rows = await model.rows();
  expect(JSON.stringify(rows)).not.toContain('secret-hash');
  expect(JSON.stringify(rows)).not.toContain('sealed');
  expect(rows.admin_accounts).toEqual([expect.objectContaining({ admin_id: 'a1', totp_enabled: true })]);
  await model.replay();
  expect(await model.rows()).toEqual(rows);

  await model.feed({
    type: 'TierConfigured',
    data: {
      tierName: 'Bronze',
      increasePercentage: 12.5,
      ticketCount: 1,
      prizePool: 'Seed',
      changedBy: 'a1',
      changedAt: '2026-11-02T10:00:00.000Z',
      previous: { increasePercentage: 10, ticketCount: 1, prizePool: 'Seed' },
    },
  });
  const [latest] = (await adminAuditPage(model.pool, { limit: 1, offset: 0 })).entries;
  expect(latest).toMatchObject({ type: 'TierConfigured', actorId: 'a1', subjectId: null });
  expect(describeAudit('TierConfigured', latest?.details).summary).toBe('Bronze threshold 10 % → 12.5 %');
});
