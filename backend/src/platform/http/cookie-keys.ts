import { createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { LRUCache } from 'lru-cache';

/** Signed values recently found valid, per signer: about as many as the players a process serves at once. */
const VERIFIED_MAX = 10_000;

/** Base64's three URL-unsafe characters as keygrip writes them: cookies signed before stay valid. */
const URL_SAFE: Record<string, string> = { '/': '_', '+': '-', '=': '' };

/**
 * The signer of the signed cookies (the session's and the read position's): keygrip's signatures (HMAC-SHA1 in URL-safe
 * base64), compared with `timingSafeEqual`. keygrip compares through tsscmp, which draws random bytes and computes two
 * more HMACs for every comparison: on a read answered from memory that was a tenth of the API process's CPU. A pair of
 * value and signature found valid is remembered (the same cookie comes with every request of a browser), so the HMAC
 * is computed once per pair, not per request; a pair found invalid is not, so forged cookies fill no memory and learn
 * nothing from the time an answer takes.
 */
export function cookieKeys(keys: readonly string[]): Exclude<Koa['keys'], string[]> {
  if (keys.length === 0) throw new Error('cookieKeys: no key');
  const sign = (data: string, key: string) =>
    createHmac('sha1', key)
      .update(data)
      .digest('base64')
      .replace(/[/+=]/g, (c) => URL_SAFE[c]!);
  const verified = new LRUCache<string, number>({ max: VERIFIED_MAX });
  const index = (data: string, digest: string): number => {
    // A signature never holds a newline, so the pair's key is unambiguous.
    const pair = `${digest}\n${data}`;
    const known = verified.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    const found = keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (found > -1) verified.set(pair, found);
    return found;
  };
  return { sign: (data: string) => sign(data, keys[0]!), index, verify: (data: string, digest: string) => index(data, digest) > -1 };
}
