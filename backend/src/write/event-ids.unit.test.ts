import { describe, expect, it } from 'vitest';
import { v5 as uuidV5 } from 'uuid';
import { decisionEventId, eventIdFor } from './event-ids';

// The namespace every event id has been made in since the first event: ids already in a log must come out the same.
const NAMESPACE = '6f1c1e0c-4a43-4c0e-9b55-3f7b2a4de9a1';

describe('event ids', () => {
  it('are the uuid package’s version 5 ids in the events’ namespace, for any key', () => {
    const keys = [
      '',
      'wallet:u-1:c-1',
      'ticket:team-9:2026-W47:gold',
      'boost:6b1f0d4e-0000-4000-8000-000000000000:idem:key with spaces',
      'naïve ☃ key, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      'x'.repeat(1_000),
    ];
    for (const key of keys) expect(eventIdFor(key)).toBe(uuidV5(key, NAMESPACE));
  });

  it('are version 5 and RFC 4122 variant', () => {
    expect(eventIdFor('wallet:u-1:c-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('give a decision the same id each time, and another decision another id', () => {
    const debit = { type: 'CoinsDebited', data: { userId: 'u-1', amount: 500 } } as never;
    const other = { type: 'CoinsDebited', data: { userId: 'u-1', amount: 501 } } as never;
    expect(decisionEventId('player-u-1', 4, debit)).toBe(decisionEventId('player-u-1', 4, debit));
    expect(decisionEventId('player-u-1', 4, debit)).not.toBe(decisionEventId('player-u-1', 4, other));
    expect(decisionEventId('player-u-1', 4, debit)).not.toBe(decisionEventId('player-u-1', 5, debit));
  });
});
