import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@fr/contracts';
import type { EmailContent } from './verification-email';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const HOUR_MS = 60 * 60 * 1000;

/** A mail of a greeting, paragraphs and at most one link (its label in the HTML, the bare URL in the text). */
function simpleEmail(subject: string, greeting: string, paragraphs: string[], link?: { label: string; url: string }): EmailContent {
  return {
    subject,
    text: [greeting, '', ...paragraphs.flatMap((p, i) => (i === 0 && link ? [p, link.url, ''] : [p]))].join('\n').trimEnd(),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.flatMap((p, i) => [
        `<p>${escapeHtml(p)}</p>`,
        ...(i === 0 && link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      ]),
    ].join('\n'),
  };
}

/** The reset link, to an address that has an account (player or admin); nothing is sent to one that has none. */
export function passwordResetEmail({ name, link }: { name: string; link: string }): EmailContent {
  const hours = PASSWORD_RESET_TTL_MS / HOUR_MS;
  return simpleEmail(
    'Reset your password',
    `Hi ${name},`,
    [
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      `The link works once, within ${hours === 1 ? 'an hour' : `${hours} hours`}. Setting a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: link },
  );
}

/** After a reset or a change: the account's owner hears of it, in case it was not them. */
export function passwordChangedEmail({
  name,
  how,
  signInLink,
}: {
  name: string;
  how: 'reset' | 'change';
  signInLink: string;
}): EmailContent {
  return simpleEmail(
    'Your password was changed',
    `Hi ${name},`,
    [
      how === 'reset'
        ? 'The password of your account was just reset with a link sent to this address. Every other device was signed out.'
        : 'The password of your account was just changed in Settings. Every other device was signed out.',
      'If this was not you, reset your password at once from the sign-in page and contact support.',
    ],
    { label: 'Sign in', url: signInLink },
  );
}

/** To a new address the player asked for (or added): it replaces the old one only once this link is opened. */
export function emailChangeVerificationEmail({ name, link }: { name: string; link: string }): EmailContent {
  const hours = EMAIL_VERIFICATION_TTL_MS / HOUR_MS;
  return simpleEmail(
    'Confirm your new email address',
    `Hi ${name},`,
    [
      'Please confirm that this is your new email address by opening this link:',
      `This link expires in ${hours} hours. Until you open it, your account keeps its current address.`,
      'If you did not ask for this, you can ignore this email.',
    ],
    { label: 'Confirm your email', url: link },
  );
}

/** To the old address once the new one is verified: it no longer receives the account's mail. */
export function emailChangedNoticeEmail({ name, signInLink }: { name: string; signInLink: string }): EmailContent {
  return simpleEmail(
    'Your email address was changed',
    `Hi ${name},`,
    [
      'The email address of your account was just changed to another one, which was confirmed. This address will no longer receive emails about your account.',
      'If this was not you, sign in and reset your password, and contact support.',
    ],
    { label: 'Sign in', url: signInLink },
  );
}
