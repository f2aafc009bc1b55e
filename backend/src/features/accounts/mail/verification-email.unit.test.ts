import { expect, it } from 'vitest';
import { verificationEmail } from './verification-email';

it('asks to verify the address through the link and says when it expires', () => {
  const link = 'https://fantasy-rewards.test/verify-email?token=abc';
  const email = verificationEmail({ username: 'ada', link });
  expect(email.subject).toBe('Verify your email');
  expect(email.text).toContain(link);
  expect(email.text).toContain('expires in 24 hours');
  expect(email.html).toContain('href="https://fantasy-rewards.test/verify-email?token=abc"');
  expect(email.html).toContain('expires in 24 hours');
});

it('escapes the username and link in the HTML body', () => {
  const email = verificationEmail({ username: '<b>ada</b>', link: 'https://x.test/?a=1&b="2"' });
  expect(email.html).toContain('&#60;b&#62;ada&#60;/b&#62;');
  expect(email.html).toContain('href="https://x.test/?a=1&#38;b=&#34;2&#34;"');
  expect(email.html).not.toContain('<b>');
});
