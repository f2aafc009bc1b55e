import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { signInRequestSchema, signUpRequestSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('sign-up contract', () => {
  it('accepts a complete sign-up and trims names', () => {
    const parsed = signUpRequestSchema.parse({ username: ' ana ', email: 'ana@example.com', password: '12345678', firstName: ' Ana ' });
    expect(parsed).toMatchObject({ username: 'ana', firstName: 'Ana' });
  });

  it.each([
    [{ email: 'a@b.co', password: '12345678' }, texts.auth.signUpRequiredMessage],
    [{ username: 'ana', email: 'a@b.co', password: '' }, texts.auth.signUpRequiredMessage],
    [{ username: 'ana', email: 'a@b.co', password: '1234567' }, texts.auth.weakPasswordMessage],
  ])('refuses %j with the spec text', (input, message) => {
    expect(firstMessage(signUpRequestSchema.safeParse(input))).toBe(message);
  });
});

describe('sign-in contract', () => {
  it('requires both e-mail and password with the spec text', () => {
    expect(firstMessage(signInRequestSchema.safeParse({ email: 'a@b.co' }))).toBe(texts.auth.signInRequiredMessage);
    expect(firstMessage(signInRequestSchema.safeParse({ password: 'x' }))).toBe(texts.auth.signInRequiredMessage);
  });
});
