import { createHmac, timingSafeEqual } from 'node:crypto';
import { optionalEmailPreferences, type OptionalEmailPreference } from '@fr/contracts';

export interface UnsubscribeClaim {
  userId: string;
  preference: OptionalEmailPreference;
}

/** Bound into the MAC, so no other value signed with the session secret opens as an unsubscribe token. */
const CONTEXT = 'email-unsubscribe:v1';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`${CONTEXT}\n${payload}`).digest('base64url');

/**
 * A token naming the player and the e-mail switch, signed (HMAC-SHA256 with the session secret): whoever holds the
 * e-mail can turn that one switch off without signing in, and nobody can forge one for another player or switch. It
 * does not expire: an old e-mail's unsubscribe link must keep working (RFC 8058 asks for it to work for a long time).
 */
export function unsubscribeToken(secret: string, { userId, preference }: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([userId, preference])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a genuine token, or null for a forged, altered or malformed one. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [userId, preference] = value as unknown[];
    if (typeof userId !== 'string' || !optionalEmailPreferences.includes(preference as OptionalEmailPreference)) return null;
    return { userId, preference: preference as OptionalEmailPreference };
  } catch {
    return null;
  }
}
