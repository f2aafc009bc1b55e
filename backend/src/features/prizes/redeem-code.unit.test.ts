import { describe, expect, it } from 'vitest';
import { newRedeemCode } from './redeem-code';

describe('redeem codes', () => {
  it('are four groups of four base32 characters, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newRedeemCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, newRedeemCode).join('').replaceAll('-', ''));
    expect(seen.size).toBe(32);
  });
});
