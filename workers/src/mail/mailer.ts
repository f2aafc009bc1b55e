export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` on optional e-mails. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
}

/** The mail port: SMTP in production, a folder of files in development. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/**
 * Which mail jobs were sent, kept outside the queue (the backend's `sent_emails` table): a job that runs again after a
 * retry or a crash finds its key and sends nothing. Keys are job ids, which name events and players, never addresses.
 */
export interface SentMailLog {
  wasSent(key: string): Promise<boolean>;
  recordSent(key: string, messageId: string): Promise<void>;
}
