import { createHash, randomBytes } from 'node:crypto';

/** A random token for the e-mail link; only its SHA-256 is stored, so a database leak cannot verify anyone. */
export function newVerificationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
