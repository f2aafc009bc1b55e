import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenDecryptionError, createTokenCipher, parseTokenKey } from './token-cipher';

const key = randomBytes(32);

describe('token cipher', () => {
  it('round-trips and never repeats a sealed value', () => {
    const cipher = createTokenCipher(key.toString('base64'));
    const a = cipher.encrypt('access-token-å', 'user-1:yahoo');
    const b = cipher.encrypt('access-token-å', 'user-1:yahoo');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a, 'user-1:yahoo')).toBe('access-token-å');
    expect(createTokenCipher(key.toString('hex')).decrypt(b, 'user-1:yahoo')).toBe('access-token-å');
  });

  it('detects tampering with the ciphertext, the tag or the iv', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      altered[index] = bytes.toString('base64url');
      expect(() => cipher.decrypt(altered.join('.'))).toThrow(TokenDecryptionError);
    }
    expect(() => cipher.decrypt('v2.' + parts.slice(1).join('.'))).toThrow(TokenDecryptionError);
    expect(() => cipher.decrypt('plain-token')).toThrow(TokenDecryptionError);
  });

  it('detects a wrong key and a value moved to another context', () => {
    const sealed = createTokenCipher(key).encrypt('secret', 'user-1:yahoo');
    expect(() => createTokenCipher(randomBytes(32)).decrypt(sealed, 'user-1:yahoo')).toThrow(TokenDecryptionError);
    expect(() => createTokenCipher(key).decrypt(sealed, 'user-2:yahoo')).toThrow(TokenDecryptionError);
  });

  it('accepts only 32-byte keys', () => {
    expect(() => parseTokenKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(parseTokenKey(key.toString('base64url'))).toEqual(key);
  });
});
