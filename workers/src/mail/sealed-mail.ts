import { z } from 'zod';
import type { MailMessage } from './mailer';

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** Authenticated encryption of text bound to a context: the backend's token cipher (AES-256-GCM) is one. */
export interface MailCipher {
  encrypt(plaintext: string, context?: string): string;
  decrypt(sealed: string, context?: string): string;
}

/** Bound as associated data, so a value sealed for another purpose with the same key does not open as a mail. */
const MAIL_CONTEXT = 'send-email';

/**
 * A mail job's payload: the whole message sealed. Job data sits in Redis for a day after the send (a week after a
 * failure) and the queue board shows it; a verification link in it would be a usable token for anyone who reads either.
 * Sealing checks the message first, so a wrong address is still refused when the job is queued.
 */
export const sealMail = (cipher: MailCipher, message: MailMessage, key: string) => ({
  sealed: cipher.encrypt(JSON.stringify(mailMessageSchema.parse(message)), MAIL_CONTEXT),
  key,
});

export const openMail = (cipher: MailCipher, payload: { sealed: string }): MailMessage =>
  mailMessageSchema.parse(JSON.parse(cipher.decrypt(payload.sealed, MAIL_CONTEXT)));
