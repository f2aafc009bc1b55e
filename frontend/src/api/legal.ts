import { apiRoutes } from '@fr/contracts/api-routes';
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
      query: () => apiRoutes.consents.path,
      responseSchema: consentsResponseSchema,
      providesTags: ['Consents'],
    }),
    acceptConsents: build.mutation<ConsentsResponse, AcceptConsentsRequest>({
      query: (body) => ({ url: apiRoutes.acceptConsents.path, method: 'POST', body }),
      responseSchema: consentsResponseSchema,
      invalidatesTags: ['Consents'],
    }),
    createSupportTicket: build.mutation<CreateSupportTicketResponse, CreateSupportTicketRequest>({
      query: (body) => ({ url: apiRoutes.createSupportTicket.path, method: 'POST', body }),
      responseSchema: createSupportTicketResponseSchema,
      invalidatesTags: [tickets],
    }),
    getSupportTickets: build.query<SupportTicketsResponse, SupportTicketStatus | 'all'>({
      query: (status) => ({ url: apiRoutes.adminSupportTickets.path, params: { status } }),
      responseSchema: supportTicketsResponseSchema,
      providesTags: [tickets],
    }),
    answerSupportTicket: build.mutation<SupportTicketResponse, { ticketId: string; text: string }>({
      query: ({ ticketId, text }) => ({
        url: ticketPath(apiRoutes.adminAnswerSupportTicket.path, ticketId),
        method: 'POST',
        body: { text },
      }),
      responseSchema: supportTicketResponseSchema,
      invalidatesTags: [tickets],
    }),
    closeSupportTicket: build.mutation<SupportTicketResponse, string>({
      query: (ticketId) => ({ url: ticketPath(apiRoutes.adminCloseSupportTicket.path, ticketId), method: 'POST' }),
      responseSchema: supportTicketResponseSchema,
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
