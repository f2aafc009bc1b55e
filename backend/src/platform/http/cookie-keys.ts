import { createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';

/** Base64's three URL-unsafe characters as keygrip writes them: cookies signed before stay valid. */
const URL_SAFE: Record<string, string> = { '/': '_', '+': '-', '=': '' };

/**
 * The signer of the signed cookies (the session's and the read position's): keygrip's signatures (HMAC-SHA1 in URL-safe
 * base64), compared with `timingSafeEqual`. keygrip compares through tsscmp, which draws random bytes and computes two
 * more HMACs for every comparison: on a read answered from memory that was a tenth of the API process's CPU.
 */
export function cookieKeys(keys: readonly string[]): Exclude<Koa['keys'], string[]> {
  if (keys.length === 0) throw new Error('cookieKeys: no key');
  const sign = (data: string, key: string) =>
    createHmac('sha1', key)
      .update(data)
      .digest('base64')
      .replace(/[/+=]/g, (c) => URL_SAFE[c]!);
  const index = (data: string, digest: string): number => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return { sign: (data: string) => sign(data, keys[0]!), index, verify: (data: string, digest: string) => index(data, digest) > -1 };
}
