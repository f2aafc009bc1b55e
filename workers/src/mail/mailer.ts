export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  messageId: string;
}

/** The mail port: SMTP in production, a folder of files in development. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
