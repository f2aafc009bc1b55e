import { EMAIL_VERIFICATION_TTL_MS } from '@fr/contracts';
import { renderEmail, type EmailContent } from '../../../platform/mail/email-layout';

export type { EmailContent };

const TTL_HOURS = EMAIL_VERIFICATION_TTL_MS / (60 * 60 * 1000);

/** To the owner of an e-mail someone just signed up with (the sign-up was answered as usual, see sign-up.ts). */
export function signUpNoticeEmail({ signInLink }: { signInLink: string }): EmailContent {
  return renderEmail({
    subject: 'Someone tried to sign up with your email',
    preview: 'Someone just tried to create an account with this email address.',
    heading: 'Someone tried to sign up with your email',
    paragraphs: [
      'Hi,',
      'Someone just tried to create an account with this email address.',
      'You already have an account: sign in with your password, or ignore this email if it was not you.',
      'Your account has not changed.',
    ],
    action: { label: 'Sign in', url: signInLink },
  });
}

export function verificationEmail({ username, link }: { username: string; link: string }): EmailContent {
  return renderEmail({
    subject: 'Verify your email',
    preview: 'Please verify your email address.',
    heading: 'Verify your email',
    paragraphs: [`Hi ${username},`, 'Please verify your email address by opening this link:'],
    action: { label: 'Verify your email', url: link },
    notes: [`This link expires in ${TTL_HOURS} hours.`, 'If you did not sign up, you can ignore this email.'],
  });
}
