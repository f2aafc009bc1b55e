import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@fr/contracts';
import { renderEmail, type EmailContent } from '../../../platform/mail/email-layout';

const HOUR_MS = 60 * 60 * 1000;

/** The reset link, to an address that has an account (player or admin); nothing is sent to one that has none. */
export function passwordResetEmail({ name, link }: { name: string; link: string }): EmailContent {
  const hours = PASSWORD_RESET_TTL_MS / HOUR_MS;
  return renderEmail({
    subject: 'Reset your password',
    preview: 'Someone asked to reset the password of your account.',
    heading: 'Reset your password',
    paragraphs: [`Hi ${name},`, 'Someone asked to reset the password of your account. To choose a new one, open this link:'],
    action: { label: 'Choose a new password', url: link },
    notes: [
      `The link works once, within ${hours === 1 ? 'an hour' : `${hours} hours`}. Setting a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
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
  const what =
    how === 'reset'
      ? 'The password of your account was just reset with a link sent to this address. Every other device was signed out.'
      : 'The password of your account was just changed in Settings. Every other device was signed out.';
  return renderEmail({
    subject: 'Your password was changed',
    preview: what,
    heading: 'Your password was changed',
    paragraphs: [`Hi ${name},`, what, 'If this was not you, reset your password at once from the sign-in page and contact support.'],
    action: { label: 'Sign in', url: signInLink },
  });
}

/** To a new address the player asked for (or added): it replaces the old one only once this link is opened. */
export function emailChangeVerificationEmail({ name, link }: { name: string; link: string }): EmailContent {
  const hours = EMAIL_VERIFICATION_TTL_MS / HOUR_MS;
  return renderEmail({
    subject: 'Confirm your new email address',
    preview: 'Please confirm that this is your new email address.',
    heading: 'Confirm your new email address',
    paragraphs: [`Hi ${name},`, 'Please confirm that this is your new email address by opening this link:'],
    action: { label: 'Confirm your email', url: link },
    notes: [
      `This link expires in ${hours} hours. Until you open it, your account keeps its current address.`,
      'If you did not ask for this, you can ignore this email.',
    ],
  });
}

/** To the old address once the new one is verified: it no longer receives the account's mail. */
export function emailChangedNoticeEmail({ name, signInLink }: { name: string; signInLink: string }): EmailContent {
  return renderEmail({
    subject: 'Your email address was changed',
    preview: 'The email address of your account was just changed.',
    heading: 'Your email address was changed',
    paragraphs: [
      `Hi ${name},`,
      'The email address of your account was just changed to another one, which was confirmed. This address will no longer receive emails about your account.',
      'If this was not you, sign in and reset your password, and contact support.',
    ],
    action: { label: 'Sign in', url: signInLink },
  });
}
