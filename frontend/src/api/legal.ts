import { apiPaths } from '@fr/contracts/api-paths';
import {
  consentsResponseSchema,
  createSupportTicketResponseSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  type AcceptConsentsRequest,
  type ConsentsResponse,
  type CreateSupportTicketRequest,
  type CreateSupportTicketResponse,
  type SupportTicketResponse,
  type SupportTicketStatus,
  type SupportTicketsResponse,
} from '@fr/contracts/legal';
import { api } from '../lib/api';

const ticketPath = (path: string, ticketId: string) => path.replace(':ticketId', encodeURIComponent(ticketId));
const tickets = { type: 'SupportTickets', id: 'LIST' } as const;

/** Consents to the Terms and Privacy Policy, the contact form, and the admins' support tickets. */
export const legalApi = api.enhanceEndpoints({ addTagTypes: ['Consents', 'SupportTickets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the signed-in player's id, so another player signing in on this browser is asked on their own. */
    getConsents: build.query<ConsentsResponse, string>({
      query: () => apiPaths.consents,
      responseSchema: import.meta.env.DEV ? consentsResponseSchema : undefined,
      providesTags: ['Consents'],
    }),
    acceptConsents: build.mutation<ConsentsResponse, AcceptConsentsRequest>({
      query: (body) => ({ url: apiPaths.acceptConsents, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? consentsResponseSchema : undefined,
      invalidatesTags: ['Consents'],
    }),
    createSupportTicket: build.mutation<CreateSupportTicketResponse, CreateSupportTicketRequest>({
      query: (body) => ({ url: apiPaths.createSupportTicket, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? createSupportTicketResponseSchema : undefined,
      invalidatesTags: [tickets],
    }),
    getSupportTickets: build.query<SupportTicketsResponse, SupportTicketStatus | 'all'>({
      query: (status) => ({ url: apiPaths.adminSupportTickets, params: { status } }),
      responseSchema: import.meta.env.DEV ? supportTicketsResponseSchema : undefined,
      providesTags: [tickets],
    }),
    answerSupportTicket: build.mutation<SupportTicketResponse, { ticketId: string; text: string }>({
      query: ({ ticketId, text }) => ({
        url: ticketPath(apiPaths.adminAnswerSupportTicket, ticketId),
        method: 'POST',
        body: { text },
      }),
      responseSchema: import.meta.env.DEV ? supportTicketResponseSchema : undefined,
      invalidatesTags: [tickets],
    }),
    closeSupportTicket: build.mutation<SupportTicketResponse, string>({
      query: (ticketId) => ({ url: ticketPath(apiPaths.adminCloseSupportTicket, ticketId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? supportTicketResponseSchema : undefined,
      invalidatesTags: [tickets],
    }),
  }),
});

export const {
  useGetConsentsQuery,
  useAcceptConsentsMutation,
  useCreateSupportTicketMutation,
  useGetSupportTicketsQuery,
  useAnswerSupportTicketMutation,
  useCloseSupportTicketMutation,
} = legalApi;
