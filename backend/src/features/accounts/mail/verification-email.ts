import { EMAIL_VERIFICATION_TTL_MS } from '@fr/contracts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TTL_HOURS = EMAIL_VERIFICATION_TTL_MS / (60 * 60 * 1000);

/** To the owner of an e-mail someone just signed up with (the sign-up was answered as usual, see sign-up.ts). */
export function signUpNoticeEmail({ signInLink }: { signInLink: string }): EmailContent {
  const lines = [
    'Someone just tried to create an account with this email address.',
    'You already have an account: sign in with your password, or ignore this email if it was not you.',
    'Your account has not changed.',
  ];
  return {
    subject: 'Someone tried to sign up with your email',
    text: ['Hi,', '', ...lines, '', signInLink].join('\n'),
    html: ['<p>Hi,</p>', ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(signInLink)}">Sign in</a></p>`].join(
      '\n',
    ),
  };
}

export function verificationEmail({ username, link }: { username: string; link: string }): EmailContent {
  const expiry = `This link expires in ${TTL_HOURS} hours.`;
  return {
    subject: 'Verify your email',
    text: [
      `Hi ${username},`,
      '',
      'Please verify your email address by opening this link:',
      link,
      '',
      expiry,
      'If you did not sign up, you can ignore this email.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Please verify your email address by opening this link:</p>',
      `<p><a href="${escapeHtml(link)}">Verify your email</a></p>`,
      `<p>${expiry}</p>`,
      '<p>If you did not sign up, you can ignore this email.</p>',
    ].join('\n'),
  };
}
