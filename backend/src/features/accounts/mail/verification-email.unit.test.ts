import { expect, it } from 'vitest';
import { signUpNoticeEmail, verificationEmail } from './verification-email';

it('asks to verify the address through the link and says when it expires, in HTML and plain text', () => {
  const link = 'https://fantasy-rewards.test/verify-email?token=abc';
  const email = verificationEmail({ username: 'ada', link });
  expect(email.subject).toBe('Verify your email');
  expect(email.text).toContain('Hi ada,');
  expect(email.text).toContain(link);
  expect(email.text).toContain('expires in 24 hours');
  expect(email.html).toContain('href="https://fantasy-rewards.test/verify-email?token=abc"');
  expect(email.html).toContain('expires in 24 hours');
});

it('escapes the username and link in the HTML body', () => {
  const email = verificationEmail({ username: '<b>ada</b>', link: 'https://x.test/?a=1&b="2"' });
  expect(email.html).toContain('&lt;b&gt;ada&lt;/b&gt;');
  expect(email.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  expect(email.html).not.toContain('<b>');
});

it('tells the owner of a taken address that their account has not changed, with a sign-in link', () => {
  const email = signUpNoticeEmail({ signInLink: 'https://fantasy-rewards.test/login' });
  expect(email.subject).toBe('Someone tried to sign up with your email');
  expect(email.text).toContain('Your account has not changed.');
  expect(email.html).toContain('href="https://fantasy-rewards.test/login"');
});
