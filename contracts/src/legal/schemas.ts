import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import {
  SUPPORT_ANSWER_MAX,
  SUPPORT_ANSWER_MIN,
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  consentDocuments,
  supportTicketStatuses,
  supportTopics,
} from './constants';
import { legalTexts } from './texts';

const t = legalTexts.support.form;

/** A document version a player accepted, and when. */
export const consentSchema = z.object({
  document: z.enum(consentDocuments),
  version: z.string(),
  acceptedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** A document whose current version the player has not accepted yet. */
export const pendingConsentSchema = z.object({
  document: z.enum(consentDocuments),
  version: z.string(),
  effectiveDate: z.string(),
});
export type PendingConsent = z.infer<typeof pendingConsentSchema>;

export const consentsResponseSchema = z.object({
  /** Every version the player accepted, oldest first. */
  consents: z.array(consentSchema),
  /** What the player must accept before going on (empty when they are up to date). */
  pending: z.array(pendingConsentSchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** Accepting names the versions the player was shown, so a version that changed meanwhile is not accepted unseen. */
export const acceptConsentsRequestSchema = z.object({
  accepted: z
    .array(z.object({ document: z.enum(consentDocuments), version: z.string().min(1).max(20) }))
    .min(1)
    .max(consentDocuments.length),
});
export type AcceptConsentsRequest = z.infer<typeof acceptConsentsRequestSchema>;

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: t.tooLong(max) });

/**
 * The contact form. `website` is a honeypot: the form hides it from people, so only a bot fills it in. The e-mail is
 * required unless the sender is signed in (the route checks it, as the schema cannot see the session).
 */
export const createSupportTicketRequestSchema = z.object({
  name: trimmed(SUPPORT_NAME_MAX).optional(),
  email: z.union([z.literal(''), trimmed(SUPPORT_EMAIL_MAX).pipe(z.email({ error: t.invalidEmail }))]).optional(),
  topic: z.enum(supportTopics, { error: t.topicRequired }),
  message: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN, { error: t.messageTooShort(SUPPORT_MESSAGE_MIN) })
    .max(SUPPORT_MESSAGE_MAX, { error: t.tooLong(SUPPORT_MESSAGE_MAX) }),
  website: z.string().max(500).optional(),
});
export type CreateSupportTicketRequest = z.infer<typeof createSupportTicketRequestSchema>;

export const createSupportTicketResponseSchema = z.object({ ticketId: z.string(), message: z.string() });
export type CreateSupportTicketResponse = z.infer<typeof createSupportTicketResponseSchema>;

export const supportTicketSchema = z.object({
  ticketId: z.string(),
  status: z.enum(supportTicketStatuses),
  topic: z.enum(supportTopics),
  /** The signed-in sender's account, or null for a visitor. */
  userId: z.string().nullable(),
  username: z.string().nullable(),
  /** The sender's account by name and e-mail (issue 23); null for a visitor. */
  player: adminPersonSchema.nullable(),
  name: z.string().nullable(),
  /** Where answers go: the address typed in, else the account's. Null once erased. */
  email: z.string().nullable(),
  message: z.string().nullable(),
  openedAt: z.string(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The answers sent, oldest first, each with the admin who sent it, by name. */
  answers: z.array(z.object({ text: z.string(), sentAt: z.string(), by: adminPersonSchema })),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketsQuerySchema = z.object({
  status: z.enum([...supportTicketStatuses, 'all']).default('all'),
});
export type SupportTicketsQuery = z.input<typeof supportTicketsQuerySchema>;

export const supportTicketsResponseSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponseSchema>;

export const supportTicketParamsSchema = z.object({ ticketId: z.string().min(1).max(64) });

export const answerSupportTicketRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(SUPPORT_ANSWER_MIN, { error: t.answerRequired })
    .max(SUPPORT_ANSWER_MAX, { error: t.tooLong(SUPPORT_ANSWER_MAX) }),
});
export type AnswerSupportTicketRequest = z.infer<typeof answerSupportTicketRequestSchema>;

export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema });
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
