import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** `smtpUrl` carries host, port, credentials and TLS choice, e.g. `smtps://user:pass@smtp.example.com`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      return { messageId: info.messageId };
    },
  };
}
