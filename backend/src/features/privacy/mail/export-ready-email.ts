import { texts } from '@fr/contracts';

/** The shape every product e-mail has (accounts/mail/verification-email.ts). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A large data export was built: the link to download it, valid for a while and only to its owner signed in. */
export function exportReadyEmail({ username, link }: { username: string; link: string }): EmailContent {
  const t = texts.server.privacy.exportEmail;
  return {
    subject: t.subject,
    text: [t.intro(username), '', `${t.action}: ${link}`, '', t.expiry, t.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(t.intro(username))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
      `<p>${escapeHtml(t.expiry)}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  };
}
