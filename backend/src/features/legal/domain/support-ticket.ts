import { legalServerTexts, type DomainEvent, type SupportTicketStatus, type SupportTopic } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type SupportTicketEvent = Extract<DomainEvent, { type: 'SupportTicketOpened' | 'SupportTicketAnswered' | 'SupportTicketClosed' }>;

export interface SupportTicketState {
  status: SupportTicketStatus | null;
  answerIds: readonly string[];
  /** Whom the ticket is from (null: a visitor) and its topic, which an admin's answer and close repeat for the audit trail. */
  about: { userId: string | null; topic: SupportTopic } | null;
}

export type SupportTicketCommand =
  | { type: 'Open'; ticketId: string; userId: string | null; topic: SupportTopic }
  | { type: 'Answer'; ticketId: string; adminId: string; answerId: string }
  | { type: 'Close'; ticketId: string; adminId: string };

const notFound = () => new DomainError('not_found', legalServerTexts.supportTicketNotFound);

/**
 * One support ticket (stream `support-ticket-{ticketId}`): opened once, answered any number of times while it is not
 * closed, then closed. Each answer has its own id, so a retried answer (same id) records one; closing twice closes once.
 */
export const supportTicketDecider: Decider<SupportTicketState, SupportTicketCommand, { now: Date }, SupportTicketEvent> = {
  initialState: () => ({ status: null, answerIds: [], about: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SupportTicketOpened':
        return { ...state, status: 'open', about: { userId: event.data.userId, topic: event.data.topic } };
      case 'SupportTicketAnswered':
        return {
          ...state,
          status: state.status === 'closed' ? 'closed' : 'answered',
          answerIds: [...state.answerIds, event.data.answerId],
        };
      case 'SupportTicketClosed':
        return { ...state, status: 'closed' };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'Open':
        if (state.status !== null) return [];
        return [
          { type: 'SupportTicketOpened', data: { ticketId: command.ticketId, userId: command.userId, topic: command.topic, openedAt: at } },
        ];
      case 'Answer':
        if (state.status === null) throw notFound();
        if (state.answerIds.includes(command.answerId)) return [];
        if (state.status === 'closed') throw new DomainError('business_rule', legalServerTexts.supportTicketClosed);
        return [
          {
            type: 'SupportTicketAnswered',
            data: { ticketId: command.ticketId, adminId: command.adminId, answerId: command.answerId, answeredAt: at, ...state.about },
          },
        ];
      case 'Close':
        if (state.status === null) throw notFound();
        if (state.status === 'closed') return [];
        return [
          { type: 'SupportTicketClosed', data: { ticketId: command.ticketId, adminId: command.adminId, closedAt: at, ...state.about } },
        ];
    }
  },
};
