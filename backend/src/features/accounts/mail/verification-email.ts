import { EMAIL_VERIFICATION_TTL_MS } from '@fr/contracts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TTL_HOURS = EMAIL_VERIFICATION_TTL_MS / (60 * 60 * 1000);

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
