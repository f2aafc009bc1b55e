import { createHmac, timingSafeEqual } from 'node:crypto';

export const PARTNER_HEADER = 'x-partner';
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** How far a postback's timestamp may be from our clock, either way, before we treat it as a replay. */
export const POSTBACK_TOLERANCE_SECONDS = 300;

const SIGNATURE_FORMAT = /^sha256=([0-9a-fA-F]{64})$/;
const TIMESTAMP_FORMAT = /^\d{1,12}$/;

export type PostbackRejection =
  | 'unknown_partner'
  | 'missing_timestamp'
  | 'malformed_timestamp'
  | 'missing_signature'
  | 'malformed_signature'
  | 'invalid_signature'
  | 'stale_timestamp';

/** A postback we cannot attribute to a partner; the reason is for our logs, the caller answers 401 for all of them. */
export class PostbackSignatureError extends Error {
  constructor(readonly reason: PostbackRejection) {
    super(`Affiliate postback rejected: ${reason}.`);
    this.name = 'PostbackSignatureError';
  }
}

export interface VerifyPostbackInput {
  /** Partner slug -> that partner's own secret (see parsePartnerSecrets). */
  secrets: ReadonlyMap<string, string>;
  /** Request headers with lower-case names, as Node and Koa give them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received: re-serialised JSON would not match what the partner signed. */
  rawBody: string | Buffer;
  now: Date;
}

function digest(secret: string, timestamp: string, rawBody: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The `x-signature` value a partner sends: HMAC-SHA256 over `${timestamp}.${rawBody}` with its secret. */
export function signPostback(secret: string, rawBody: string | Buffer, timestamp: number): string {
  return `sha256=${digest(secret, String(timestamp), rawBody).toString('hex')}`;
}

/** A repeated header is ambiguous (which one did the partner sign?), so it counts as absent. */
function single(headers: VerifyPostbackInput['headers'], name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Which partner sent this postback; throws PostbackSignatureError unless its signature and timestamp hold. */
export function verifyPostback({ secrets, headers, rawBody, now }: VerifyPostbackInput): { partnerSlug: string } {
  const partnerSlug = single(headers, PARTNER_HEADER);
  const secret = partnerSlug === undefined ? undefined : secrets.get(partnerSlug);
  if (partnerSlug === undefined || secret === undefined) throw new PostbackSignatureError('unknown_partner');

  const timestamp = single(headers, TIMESTAMP_HEADER);
  if (timestamp === undefined) throw new PostbackSignatureError('missing_timestamp');
  if (!TIMESTAMP_FORMAT.test(timestamp)) throw new PostbackSignatureError('malformed_timestamp');

  const signature = single(headers, SIGNATURE_HEADER);
  if (signature === undefined) throw new PostbackSignatureError('missing_signature');
  const hex = SIGNATURE_FORMAT.exec(signature)?.[1];
  if (hex === undefined) throw new PostbackSignatureError('malformed_signature');

  // Both sides are 32 bytes here, so timingSafeEqual compares in constant time and leaks no prefix of the digest.
  if (!timingSafeEqual(Buffer.from(hex, 'hex'), digest(secret, timestamp, rawBody))) {
    throw new PostbackSignatureError('invalid_signature');
  }
  // Checked after the signature, so a stale rejection always means a genuine postback replayed or badly delayed.
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > POSTBACK_TOLERANCE_SECONDS) {
    throw new PostbackSignatureError('stale_timestamp');
  }
  return { partnerSlug };
}
