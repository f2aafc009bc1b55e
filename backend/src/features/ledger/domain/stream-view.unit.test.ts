import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@fr/contracts';
import { redact, streamView, walletAsOf } from './stream-view';

let position = 0;
const stored = (type: string, data: Record<string, unknown>, recordedAt: string, metadata: StoredEvent['metadata'] = {}): StoredEvent => {
  position += 1;
  return {
    eventId: `e${position}`,
    type,
    schemaVersion: 1,
    streamId: 'player-u1',
    streamPosition: position,
    position: String(position).padStart(12, '0'),
    data,
    metadata,
    recordedAt,
  };
};
const credit = (amount: number, lot: 'earned' | 'purchased', at: string) =>
  stored(
    'CoinsCredited',
    { userId: 'u1', amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason: 'r', commandId: `c${position}` },
    at,
    {
      command: 'Credit',
      correlationId: 'request:abc',
      actor: 'u1',
    },
  );
const debit = (earned: number, purchased: number, at: string) =>
  stored(
    'CoinsDebited',
    { userId: 'u1', amount: earned + purchased, lots: { earned, purchased }, to: 'sink', reason: 'r', commandId: `c${position}` },
    at,
  );

const log = [
  credit(1000, 'earned', '2026-11-01T10:00:00.000Z'),
  stored('DailyCheckInClaimed', { userId: 'u1' }, '2026-11-01T11:00:00.000Z'),
  credit(500, 'purchased', '2026-11-02T10:00:00.000Z'),
  debit(1000, 200, '2026-11-03T10:00:00.000Z'),
];

describe('a player stream as the ledger explorer shows it', () => {
  it('gives each coin event its signed effect per lot and the wallet after it, and every event its cause', () => {
    const ada = { id: 'u1', kind: 'player' as const, name: 'ada', email: 'ada@example.com' };
    const view = streamView(log, 'auditor', new Map([['u1', ada]]));
    expect(view.map((e) => e.coins)).toEqual([
      { amount: 1000, earned: 1000, purchased: 0, balanceAfter: 1000, earnedAfter: 1000, purchasedAfter: 0 },
      null,
      { amount: 500, earned: 0, purchased: 500, balanceAfter: 1500, earnedAfter: 1000, purchasedAfter: 500 },
      { amount: -1200, earned: -1000, purchased: -200, balanceAfter: 300, earnedAfter: 0, purchasedAfter: 300 },
    ]);
    expect(view[0]!.cause).toEqual({ command: 'Credit', correlationId: 'request:abc', actor: 'u1', label: 'Coins granted', by: ada });
    expect(view[1]!.cause).toEqual({ command: null, correlationId: null, actor: null, label: null, by: null });
    expect(view.map((e) => e.label)).toEqual(['r', 'Daily check-in', 'r', 'r']);
  });

  it('names the cause in words: an unlisted command split into words, an admin by the id after its prefix, the product by name', () => {
    const root = { id: 'a1', kind: 'admin' as const, name: 'root', email: 'root@admin.example.com' };
    const byAdmin = stored('CoinsCredited', { reason: 'signup_grant' }, '2026-11-04T10:00:00.000Z', {
      command: 'GrantGoodwillCoins',
      actor: 'admin:a1',
    });
    const byPartner = stored('ChallengeCompleted', {}, '2026-11-04T11:00:00.000Z', { command: 'RecordConversion', actor: 'partner:acme' });
    const [granted, converted] = streamView([byAdmin, byPartner], 'admin', new Map([['a1', root]]));
    expect(granted).toMatchObject({ label: 'Sign-up gift', cause: { label: 'Grant goodwill coins', by: root } });
    expect(converted).toMatchObject({
      label: 'Challenge completed',
      cause: { label: 'Record conversion', by: { id: 'partner:acme', kind: 'system', name: 'partner:acme', email: null } },
    });
  });

  it('replaces secrets at any depth and keeps everything else', () => {
    const data = { passwordHash: 'h', nested: { sealedSecret: 's', keep: 1, list: [{ resetToken: 't', n: 2 }] }, amount: 5 };
    expect(redact(data, 'admin')).toEqual({
      passwordHash: '[redacted]',
      nested: { sealedSecret: '[redacted]', keep: 1, list: [{ resetToken: '[redacted]', n: 2 }] },
      amount: 5,
    });
  });

  it("shows a prize claim's redeem code to the admin role only, and its state and age to every role", () => {
    const claimed = stored(
      'PrizeClaimed',
      { userId: 'u1', awardId: 'a1', state: 'NY', ageAtClaim: 30, taxDetailsOnFile: false, redeemCode: 'ABCD-EFGH-JKMN-PQRS' },
      '2026-11-03T10:00:00.000Z',
    );
    const seenBy = (role: 'admin' | 'finance' | 'auditor') => streamView([claimed], role)[0]!.data;
    expect(seenBy('admin')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode: 'ABCD-EFGH-JKMN-PQRS' });
    expect(seenBy('finance')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode: '[redacted]' });
    expect(seenBy('auditor')).toMatchObject({ state: 'NY', ageAtClaim: 30, redeemCode: '[redacted]' });
  });

  it('replays the wallet up to and including a moment', () => {
    expect(walletAsOf(log, new Date('2026-11-01T09:59:59.999Z'))).toEqual({
      balance: 0,
      earned: 0,
      purchased: 0,
      events: 0,
      lastEventAt: null,
    });
    expect(walletAsOf(log, new Date('2026-11-02T10:00:00.000Z'))).toEqual({
      balance: 1500,
      earned: 1000,
      purchased: 500,
      events: 3,
      lastEventAt: '2026-11-02T10:00:00.000Z',
    });
    expect(walletAsOf(log, new Date('2026-12-01T00:00:00.000Z'))).toMatchObject({ balance: 300, earned: 0, purchased: 300, events: 4 });
  });
});
