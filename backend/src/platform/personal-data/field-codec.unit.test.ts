import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_PREFIX, ERASED_VALUE, envelopeKeyId, openFields, openValue, sealFields, sealValue, type DataKey } from './field-codec';

const newKey = (keyId = 'k1'): DataKey => ({ keyId, key: randomBytes(32) });
const fields = ['username', 'email', 'firstName'] as const;
const data = { userId: 'u1', username: 'alice', email: 'alice@example.com', firstName: null, amount: 5 };

describe('the personal field codec', () => {
  it('seals each personal string into an envelope naming its key, and opens it back', () => {
    const key = newKey();
    const sealed = sealFields(data, fields, key, 'u1', 'event-1');
    expect(sealed.username).toMatch(new RegExp(`^${ENVELOPE_PREFIX}k1:`));
    expect(JSON.stringify(sealed)).not.toContain('alice');
    expect(envelopeKeyId(sealed.email)).toBe('k1');
    // Null tells nothing and other fields are not personal: they stay.
    expect(sealed.firstName).toBeNull();
    expect(sealed.amount).toBe(5);
    expect(openFields(sealed, fields, key, 'u1')).toEqual({ data, erased: false });
  });

  it('seals the same event to the same text (a replayed append is recognised) and different values differently', () => {
    const key = newKey();
    expect(sealValue(key, 'u1', 'e1', 'email', 'a@x.com')).toBe(sealValue(key, 'u1', 'e1', 'email', 'a@x.com'));
    expect(sealValue(key, 'u1', 'e1', 'email', 'a@x.com')).not.toBe(sealValue(key, 'u1', 'e2', 'email', 'a@x.com'));
    expect(sealValue(key, 'u1', 'e1', 'email', 'a@x.com')).not.toBe(sealValue(key, 'u1', 'e1', 'email', 'b@x.com'));
  });

  it('reads an erased player (no key) as the erased value with the flag, never as an error', () => {
    const sealed = sealFields(data, fields, newKey(), 'u1', 'event-1');
    expect(openFields(sealed, fields, null, 'u1')).toEqual({
      data: { ...data, username: ERASED_VALUE, email: ERASED_VALUE },
      erased: true,
    });
  });

  it('does not open with another key, another player or altered text', () => {
    const key = newKey();
    const envelope = sealValue(key, 'u1', 'e1', 'email', 'a@x.com');
    expect(openValue(key, 'u1', envelope)).toBe('a@x.com');
    expect(openValue(newKey(), 'u1', envelope)).toBeNull();
    expect(openValue(key, 'u2', envelope)).toBeNull();
    expect(openValue(key, 'u1', `${envelope.slice(0, -2)}AA`)).toBeNull();
    expect(openValue(key, 'u1', 'pii:v1:k1:x')).toBeNull();
  });

  it('writes nothing personal for a player already erased, and leaves values in clear from before sealing as they are', () => {
    expect(sealFields(data, fields, null, 'u1', 'e1')).toEqual({ ...data, username: ERASED_VALUE, email: ERASED_VALUE });
    expect(openFields(data, fields, newKey(), 'u1')).toEqual({ data, erased: false });
  });
});
