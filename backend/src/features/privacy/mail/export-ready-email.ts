import { texts } from '@fr/contracts';
import { renderEmail, type EmailContent } from '../../../platform/mail/email-layout';

/** A large data export was built: the link to download it, valid for a while and only to its owner signed in. */
export function exportReadyEmail({ username, link }: { username: string; link: string }): EmailContent {
  const t = texts.server.privacy.exportEmail;
  return renderEmail({
    subject: t.subject,
    preview: t.intro(username),
    heading: t.subject,
    paragraphs: [t.intro(username)],
    action: { label: t.action, url: link },
    notes: [t.expiry, t.ignore],
  });
}
