import { describe, expect, it } from 'vitest';
import { auditRecord, auditedEventTypes, describeAudit } from './audit';

const tier = {
  tierName: 'Bronze',
  increasePercentage: 8,
  ticketCount: 2,
  prizePool: 'Weekly',
  changedBy: 'a1',
  changedAt: '2026-11-02T10:00:00.000Z',
  previous: { increasePercentage: 10, ticketCount: 1, prizePool: 'Weekly' },
};

describe('the audit trail in words', () => {
  it('says what changed in a tier, only what changed', () => {
    const record = auditRecord('TierConfigured', tier);
    expect(record).toMatchObject({ actorId: 'a1', subjectId: null });
    expect(describeAudit('TierConfigured', record?.details)).toEqual({
      action: 'Changed a tier',
      summary: 'Bronze threshold 10 % → 8 % · Bronze raffle tickets 1 → 2',
    });
  });

  it('leaves the spec’s seed of the tiers out, as no admin did it', () => {
    expect(auditRecord('TierConfigured', { ...tier, changedBy: 'system', previous: null })).toBeNull();
  });

  it('names the player locked and the reason', () => {
    const data = { userId: 'u1', adminId: 'a1', reason: 'chargeback fraud', at: '2026-11-01T11:00:00.000Z' };
    const record = auditRecord('PlayerLocked', data);
    expect(record).toEqual({ actorId: 'a1', subjectId: 'u1', details: data });
    expect(describeAudit('PlayerLocked', record?.details)).toEqual({ action: 'Locked a player', summary: 'Reason: chargeback fraud' });
  });

  it('keeps no secret and no details where the words need none', () => {
    const enrol = auditRecord('AdminTotpEnrolmentStarted', { adminId: 'a1', sealedSecret: 'sealed', at: '2026-11-01T10:00:00.000Z' });
    expect(enrol).toEqual({ actorId: 'a1', subjectId: null, details: null });
    expect(describeAudit('AdminTotpEnrolmentStarted', null)).toEqual({ action: 'Started setting up two-step sign-in', summary: null });
    const created = auditRecord('AdminAccountCreated', {
      adminId: 'a2',
      username: 'root',
      email: 'root@example.com',
      role: 'finance',
      hasPassword: true,
      passwordHash: 'old-hash',
      via: 'cli',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    expect(JSON.stringify(created)).not.toContain('old-hash');
    expect(describeAudit('AdminAccountCreated', created?.details).summary).toBe('Role: finance · With the admin:create command');
  });

  it('shows an unknown type or details that no longer fit as they are, never as a raw payload', () => {
    expect(describeAudit('SomethingNew', { a: 1 })).toEqual({ action: 'SomethingNew', summary: null });
    expect(describeAudit('PlayerLocked', { nonsense: true })).toEqual({ action: 'Locked a player', summary: null });
  });

  it('has words for every audited type', () => {
    expect(auditedEventTypes.length).toBeGreaterThan(0);
    for (const type of auditedEventTypes) expect(describeAudit(type, null).action).not.toBe(type);
  });
});
