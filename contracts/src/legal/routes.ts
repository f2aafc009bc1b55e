import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  acceptConsentsRequestSchema,
  answerSupportTicketRequestSchema,
  consentsResponseSchema,
  createSupportTicketRequestSchema,
  createSupportTicketResponseSchema,
  supportTicketParamsSchema,
  supportTicketResponseSchema,
  supportTicketsQuerySchema,
  supportTicketsResponseSchema,
} from './schemas';

// The spec names the footer's legal and support links but no calls behind them; every route here is ours.
/** The legal routes: consents to the Terms and Privacy Policy, and support tickets. */
export const legalRoutes = {
  consents: {
    method: 'get',
    path: apiPaths.consents,
    summary: 'The document versions the player accepted, and the current ones they still must accept',
    auth: 'player',
    response: consentsResponseSchema,
  },
  acceptConsents: {
    method: 'post',
    path: apiPaths.acceptConsents,
    summary: 'Accept the current versions of the Terms of Service and the Privacy Policy; accepting again changes nothing',
    auth: 'player',
    body: acceptConsentsRequestSchema,
    response: consentsResponseSchema,
  },
  createSupportTicket: {
    method: 'post',
    path: apiPaths.createSupportTicket,
    summary: 'Send the contact form: opens a support ticket (visitors give an e-mail; rate-limited per address and account)',
    auth: 'none',
    body: createSupportTicketRequestSchema,
    response: createSupportTicketResponseSchema,
    status: 201,
  },
  adminSupportTickets: {
    method: 'get',
    path: apiPaths.adminSupportTickets,
    summary: 'Support tickets, newest first, with the sender and the answers sent',
    auth: 'admin',
    // Finance has no business reading players' messages; the auditor reads what was answered.
    adminRoles: ['admin', 'auditor'],
    query: supportTicketsQuerySchema,
    response: supportTicketsResponseSchema,
  },
  adminAnswerSupportTicket: {
    method: 'post',
    path: apiPaths.adminAnswerSupportTicket,
    summary: "Answer a ticket by e-mail to the sender's address",
    auth: 'admin',
    adminRoles: ['admin'],
    params: supportTicketParamsSchema,
    body: answerSupportTicketRequestSchema,
    response: supportTicketResponseSchema,
  },
  adminCloseSupportTicket: {
    method: 'post',
    path: apiPaths.adminCloseSupportTicket,
    summary: 'Close a ticket; closing it again changes nothing',
    auth: 'admin',
    adminRoles: ['admin'],
    params: supportTicketParamsSchema,
    response: supportTicketResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
