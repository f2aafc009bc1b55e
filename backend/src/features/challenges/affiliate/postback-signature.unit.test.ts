import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POSTBACK_TOLERANCE_SECONDS,
  PostbackSignatureError,
  signPostback,
  verifyPostback,
  type PostbackRejection,
} from './postback-signature';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const DK_SECRET = 'draftkings-secret-0123456789';
const PP_SECRET = 'prizepicks-secret-9876543210';
const secrets = new Map([
  ['draftkings', DK_SECRET],
  ['prizepicks', PP_SECRET],
]);
const NOW = new Date('2025-01-15T12:00:00Z');
const TS = Math.floor(NOW.getTime() / 1000);
const BODY = JSON.stringify({ partner: 'draftkings', event: 'signup', subId: 'user-1', transactionId: 'tx-1' });

const headersFor = (overrides: Record<string, string | string[] | undefined> = {}) => ({
  'x-partner': 'draftkings',
  'x-timestamp': String(TS),
  'x-signature': signPostback(DK_SECRET, BODY, TS),
  'content-type': 'application/json',
  ...overrides,
});

function rejection(input: Partial<Parameters<typeof verifyPostback>[0]>): PostbackRejection | 'accepted' {
  try {
    verifyPostback({ secrets, headers: headersFor(), rawBody: BODY, now: NOW, ...input });
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(PostbackSignatureError);
    return (error as PostbackSignatureError).reason;
  }
}

beforeEach(() => {
  vi.mocked(crypto.timingSafeEqual).mockClear();
});

describe('signPostback', () => {
  it('is HMAC-SHA256 of "timestamp.body" in lower-case hex behind sha256=', () => {
    const expected = crypto.createHmac('sha256', DK_SECRET).update(`${TS}.${BODY}`).digest('hex');
    expect(signPostback(DK_SECRET, BODY, TS)).toBe(`sha256=${expected}`);
    expect(signPostback(DK_SECRET, Buffer.from(BODY), TS)).toBe(`sha256=${expected}`);
  });
});

describe('verifyPostback', () => {
  it('accepts a signed postback and names its partner, from a string or a Buffer body', () => {
    expect(verifyPostback({ secrets, headers: headersFor(), rawBody: BODY, now: NOW })).toEqual({ partnerSlug: 'draftkings' });
    expect(verifyPostback({ secrets, headers: headersFor(), rawBody: Buffer.from(BODY), now: NOW })).toEqual({ partnerSlug: 'draftkings' });
    expect(
      rejection({ headers: headersFor({ 'x-signature': signPostback(DK_SECRET, BODY, TS).toUpperCase().replace('SHA256=', 'sha256=') }) }),
    ).toBe('accepted');
  });

  it('rejects a signature made with another secret, or another partner’s secret', () => {
    expect(rejection({ headers: headersFor({ 'x-signature': signPostback('some-other-secret-000000', BODY, TS) }) })).toBe(
      'invalid_signature',
    );
    expect(rejection({ headers: headersFor({ 'x-signature': signPostback(PP_SECRET, BODY, TS) }) })).toBe('invalid_signature');
  });

  it('rejects a tampered body and a timestamp changed after signing', () => {
    expect(rejection({ rawBody: BODY.replace('user-1', 'user-2') })).toBe('invalid_signature');
    expect(rejection({ rawBody: `${BODY} ` })).toBe('invalid_signature');
    expect(rejection({ headers: headersFor({ 'x-timestamp': String(TS + 1) }) })).toBe('invalid_signature');
  });

  it('rejects a partner we do not know, a missing one, or one claiming another partner’s signature', () => {
    expect(rejection({ headers: headersFor({ 'x-partner': 'fanduel' }) })).toBe('unknown_partner');
    expect(rejection({ headers: headersFor({ 'x-partner': undefined }) })).toBe('unknown_partner');
    expect(rejection({ headers: headersFor({ 'x-partner': 'prizepicks' }) })).toBe('invalid_signature');
  });

  it('rejects timestamps beyond five minutes either way, and takes them up to the edge', () => {
    const at = (ts: number) =>
      rejection({ headers: headersFor({ 'x-timestamp': String(ts), 'x-signature': signPostback(DK_SECRET, BODY, ts) }) });
    expect(at(TS - POSTBACK_TOLERANCE_SECONDS)).toBe('accepted');
    expect(at(TS + POSTBACK_TOLERANCE_SECONDS)).toBe('accepted');
    expect(at(TS - POSTBACK_TOLERANCE_SECONDS - 1)).toBe('stale_timestamp');
    expect(at(TS + POSTBACK_TOLERANCE_SECONDS + 1)).toBe('stale_timestamp');
    expect(at(TS - 86_400)).toBe('stale_timestamp');
  });

  it('tells missing and malformed headers apart', () => {
    expect(rejection({ headers: headersFor({ 'x-timestamp': undefined }) })).toBe('missing_timestamp');
    expect(rejection({ headers: headersFor({ 'x-timestamp': '' }) })).toBe('missing_timestamp');
    for (const ts of ['1736942400.5', '-1736942400', 'yesterday', '2025-01-15T12:00:00Z', '1'.repeat(13)]) {
      expect(rejection({ headers: headersFor({ 'x-timestamp': ts }) })).toBe('malformed_timestamp');
    }
    expect(rejection({ headers: headersFor({ 'x-signature': undefined }) })).toBe('missing_signature');
    const hex = signPostback(DK_SECRET, BODY, TS).slice('sha256='.length);
    for (const signature of [
      hex,
      `sha1=${hex}`,
      `sha256=${hex.slice(2)}`,
      `sha256=${hex}00`,
      `sha256=${'z'.repeat(64)}`,
      `sha256= ${hex}`,
    ]) {
      expect(rejection({ headers: headersFor({ 'x-signature': signature }) })).toBe('malformed_signature');
    }
  });

  it('treats a repeated header as missing rather than guessing which copy was signed', () => {
    const signature = signPostback(DK_SECRET, BODY, TS);
    expect(rejection({ headers: headersFor({ 'x-signature': [signature, signature] }) })).toBe('missing_signature');
    expect(rejection({ headers: headersFor({ 'x-partner': ['draftkings', 'prizepicks'] }) })).toBe('unknown_partner');
  });

  it('compares digests only with timingSafeEqual, over two 32-byte buffers', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    expect(rejection({ headers: headersFor({ 'x-signature': `sha256=${'0'.repeat(64)}` }) })).toBe('invalid_signature');
    expect(rejection({})).toBe('accepted');
    expect(compare).toHaveBeenCalledTimes(2);
    for (const [a, b] of compare.mock.calls) {
      expect([(a as Buffer).length, (b as Buffer).length]).toEqual([32, 32]);
    }
    compare.mockClear();
    expect(rejection({ headers: headersFor({ 'x-signature': 'sha256=abc' }) })).toBe('malformed_signature');
    expect(compare).not.toHaveBeenCalled();
  });

  it('never checks a signature when no partner secret is configured', () => {
    expect(rejection({ secrets: new Map() })).toBe('unknown_partner');
  });
});
