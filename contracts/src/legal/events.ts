import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { consentDocuments, supportTopics } from './constants';

/** Each player's consents are a small stream of their own, apart from the account's. */
export const consentStream = (userId: string) => `consent-${userId}`;

/** One stream per support ticket: its status changes. The sender's address and message are kept outside the log. */
export const supportTicketStream = (ticketId: string) => `support-ticket-${ticketId}`;

export const consentRecordedSchema = z.object({
  userId: z.string(),
  document: z.enum(consentDocuments),
  version: z.string(),
  acceptedAt: z.string(),
});

export const supportTicketOpenedSchema = z.object({
  ticketId: z.string(),
  /** The signed-in sender, or null for a visitor. */
  userId: z.string().nullable(),
  topic: z.enum(supportTopics),
  openedAt: z.string(),
});

/**
 * Whom a ticket is from and about what, repeated on an admin's answer and close so the audit trail names the player and
 * the topic (issue 23). Absent on tickets answered or closed before.
 */
const supportTicketAbout = { userId: z.string().nullable().optional(), topic: z.enum(supportTopics).optional() };

export const supportTicketAnsweredSchema = z.object({
  ticketId: z.string(),
  /** The admin's id (the answer's text is kept with the message, outside the log). */
  adminId: z.string(),
  answerId: z.string(),
  answeredAt: z.string(),
  ...supportTicketAbout,
});

export const supportTicketClosedSchema = z.object({
  ticketId: z.string(),
  adminId: z.string(),
  closedAt: z.string(),
  ...supportTicketAbout,
});

/** The legal events (docs/events.md is generated from them). None carries personal data: ids, versions and times. */
export const legalEvents = {
  ConsentRecorded: {
    stream: 'consent-{userId}',
    description: 'The player accepted a version of the Terms of Service or the Privacy Policy.',
    schema: consentRecordedSchema,
  },
  SupportTicketOpened: {
    stream: 'support-ticket-{ticketId}',
    description: 'Someone sent the contact form; the address and message are kept in support_ticket_contents, outside the log.',
    schema: supportTicketOpenedSchema,
  },
  SupportTicketAnswered: {
    stream: 'support-ticket-{ticketId}',
    description: "An admin answered the ticket by e-mail; the answer's text is kept with the message, outside the log.",
    schema: supportTicketAnsweredSchema,
  },
  SupportTicketClosed: {
    stream: 'support-ticket-{ticketId}',
    description: 'An admin closed the ticket.',
    schema: supportTicketClosedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
