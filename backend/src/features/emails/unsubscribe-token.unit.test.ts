import { expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const secret = 'a-session-secret-for-tests-only-0123456789';

it('reads back the player and switch a token was signed for', () => {
  const token = unsubscribeToken(secret, { userId: 'u-1', preference: 'drawResults' });
  expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 'u-1', preference: 'drawResults' });
});

it('refuses a token signed with another secret, altered, or malformed', () => {
  const token = unsubscribeToken(secret, { userId: 'u-1', preference: 'marketing' });
  expect(readUnsubscribeToken('another-secret', token)).toBeNull();
  const [, signature] = token.split('.');
  const otherPlayer = Buffer.from(JSON.stringify(['u-2', 'marketing'])).toString('base64url');
  expect(readUnsubscribeToken(secret, `${otherPlayer}.${signature}`)).toBeNull();
  expect(readUnsubscribeToken(secret, `${token}x`)).toBeNull();
  expect(readUnsubscribeToken(secret, 'not-a-token')).toBeNull();
  expect(readUnsubscribeToken(secret, `${token}.more`)).toBeNull();
  // A genuine signature over a switch that is not optional (the winner notice cannot be turned off).
  const required = Buffer.from(JSON.stringify(['u-1', 'winnerNotice'])).toString('base64url');
  const forged = unsubscribeToken(secret, { userId: 'u-1', preference: 'marketing' }).split('.')[1];
  expect(readUnsubscribeToken(secret, `${required}.${forged}`)).toBeNull();
});
