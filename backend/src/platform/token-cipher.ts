import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** Encrypts provider tokens at rest: AES-256-GCM, a fresh IV per value, the tag checked on the way back. */
export interface TokenCipher {
  /** `context` is bound as associated data, so a value copied to another row (another user) fails to decrypt. */
  encrypt(plaintext: string, context?: string): string;
  decrypt(sealed: string, context?: string): string;
}

/** A sealed value that is malformed, was altered, or was sealed with another key or context. */
export class TokenDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenDecryptionError';
  }
}

/** The key as 64 hex characters or base64 / base64url of 32 bytes (`openssl rand -base64 32`). */
export function parseTokenKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`The token key must be ${KEY_BYTES} bytes, as hex or base64`);
  return key;
}

export function createTokenCipher(keyText: string | Buffer): TokenCipher {
  const key = typeof keyText === 'string' ? parseTokenKey(keyText) : keyText;
  if (key.length !== KEY_BYTES) throw new Error(`The token key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
    },
    decrypt(sealed, context = '') {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new TokenDecryptionError('Not a sealed token of a known version');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new TokenDecryptionError('The sealed token was altered or sealed with another key');
      }
    },
  };
}
