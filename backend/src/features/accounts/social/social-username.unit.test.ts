import { describe, expect, it } from 'vitest';
import { MAX_USERNAME_LENGTH, signUpRequestSchema } from '@fr/contracts';
import { usernameCandidates } from './social-username';

const fitsTheSignUpRule = (username: string) =>
  signUpRequestSchema.shape.username.safeParse(username).success && username.length <= MAX_USERNAME_LENGTH;

describe('social sign-up usernames', () => {
  it('starts from the hint, then numbers it, then adds a suffix from the identity', () => {
    const names = usernameCandidates('ana.lopez', 'google', '1234');
    expect(names.slice(0, 3)).toEqual(['ana.lopez', 'ana.lopez2', 'ana.lopez3']);
    expect(names.at(-1)).toMatch(/^ana\.lopez-[0-9a-f]{8}$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps only what the sign-up form allows and always fits its length', () => {
    const names = usernameCandidates('  José María Ñúñez-García!!! the third of his name  ', 'facebook', '99');
    expect(names[0]).toBe('JoseMariaNunez-Garciath');
    expect(names.every(fitsTheSignUpRule)).toBe(true);
  });

  it('falls back to the provider when the hint gives too little', () => {
    expect(usernameCandidates('李', 'x', '7')[0]).toBe('x-player');
    expect(usernameCandidates(null, 'google', '7')[0]).toBe('google-player');
  });

  it('gives the same names for the same identity, and another suffix for another', () => {
    expect(usernameCandidates('sam', 'x', '1')).toEqual(usernameCandidates('sam', 'x', '1'));
    expect(usernameCandidates('sam', 'x', '1').at(-1)).not.toBe(usernameCandidates('sam', 'x', '2').at(-1));
  });
});
