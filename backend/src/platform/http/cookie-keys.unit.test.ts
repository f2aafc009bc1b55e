import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookie-keys';

describe('the signed cookies’ signer', () => {
  const data = 'fr.sid=eyJ1c2VySWQiOiJhYmMifQ==';

  it("signs as keygrip does, so cookies signed before keep working, and accepts keygrip's signatures", () => {
    for (const key of ['a secret', 'another secret with more words in it', 'k']) {
      const ours = cookieKeys([key]);
      const theirs = new Keygrip([key]);
      for (const text of [data, '', 'fr.rp=0000000000000123', 'x'.repeat(300)]) {
        expect(ours.sign(text)).toBe(theirs.sign(text));
        expect(ours.verify(text, theirs.sign(text))).toBe(true);
      }
    }
  });

  it('refuses a signature of other data, another key, or a changed, shortened or lengthened one, also after accepting the pair it was made from', () => {
    const keys = cookieKeys(['a secret']);
    const signature = keys.sign(data);
    // Accepted twice: the second answer comes from the pairs remembered, which must not stand for any other pair.
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify(data, `${signature}\n${data}`)).toBe(false);
    expect(keys.verify(`${data}x`, signature)).toBe(false);
    expect(keys.verify(data, cookieKeys(['another']).sign(data))).toBe(false);
    expect(keys.verify(data, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(keys.verify(data, signature.slice(0, -1))).toBe(false);
    expect(keys.verify(data, `${signature}A`)).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
    expect(keys.verify(`${data}x`, signature)).toBe(false);
  });

  it('says which key signed, the first for new signatures (a rotated key still reads old cookies)', () => {
    const keys = cookieKeys(['new key', 'old key']);
    expect(keys.index(data, cookieKeys(['old key']).sign(data))).toBe(1);
    expect(keys.index(data, keys.sign(data))).toBe(0);
    expect(keys.index(data, cookieKeys(['unknown']).sign(data))).toBe(-1);
    expect(keys.index(data, cookieKeys(['old key']).sign(data))).toBe(1);
    expect(keys.index(data, keys.sign(data))).toBe(0);
  });
});
