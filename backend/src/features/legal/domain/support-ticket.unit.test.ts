import { describe, it } from 'vitest';
import { legalServerTexts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { supportTicketDecider, type SupportTicketEvent } from './support-ticket';

const now = new Date('2026-11-25T12:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec(supportTicketDecider, { now });
const opened: SupportTicketEvent = { type: 'SupportTicketOpened', data: { ticketId: 't1', userId: 'u1', topic: 'coins', openedAt: at } };
// An answer and a close name whom the ticket is from and its topic, for the audit trail.
const answered = (answerId: string): SupportTicketEvent => ({
  type: 'SupportTicketAnswered',
  data: { ticketId: 't1', adminId: 'a1', answerId, answeredAt: at, userId: 'u1', topic: 'coins' },
});
const closed: SupportTicketEvent = {
  type: 'SupportTicketClosed',
  data: { ticketId: 't1', adminId: 'a1', closedAt: at, userId: 'u1', topic: 'coins' },
};

describe('a support ticket', () => {
  it('opens once', () => {
    spec.given().when({ type: 'Open', ticketId: 't1', userId: 'u1', topic: 'coins' }).then([opened]);
    spec.given(opened).when({ type: 'Open', ticketId: 't1', userId: 'u1', topic: 'coins' }).thenNothing();
  });

  it('is answered, each answer once, and again later', () => {
    spec
      .given(opened)
      .when({ type: 'Answer', ticketId: 't1', adminId: 'a1', answerId: 'x1' })
      .then([answered('x1')]);
    spec.given(opened, answered('x1')).when({ type: 'Answer', ticketId: 't1', adminId: 'a1', answerId: 'x1' }).thenNothing();
    spec
      .given(opened, answered('x1'))
      .when({ type: 'Answer', ticketId: 't1', adminId: 'a1', answerId: 'x2' })
      .then([answered('x2')]);
  });

  it('closes once, and then takes no answer', () => {
    spec.given(opened, answered('x1')).when({ type: 'Close', ticketId: 't1', adminId: 'a1' }).then([closed]);
    spec.given(opened, closed).when({ type: 'Close', ticketId: 't1', adminId: 'a1' }).thenNothing();
    spec
      .given(opened, closed)
      .when({ type: 'Answer', ticketId: 't1', adminId: 'a1', answerId: 'x3' })
      .thenRefuses(legalServerTexts.supportTicketClosed);
  });

  it('does not exist before it is opened', () => {
    spec.given().when({ type: 'Close', ticketId: 't1', adminId: 'a1' }).thenRefuses(legalServerTexts.supportTicketNotFound);
    spec
      .given()
      .when({ type: 'Answer', ticketId: 't1', adminId: 'a1', answerId: 'x1' })
      .thenRefuses(legalServerTexts.supportTicketNotFound);
  });
});
