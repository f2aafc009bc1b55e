import type pg from 'pg';
import { consentDocuments, versionInForce } from '@fr/contracts';
import { defineProjector } from '../projector';
import { legalSchemaSql } from './legal-schema';

/**
 * Signing up accepts the Terms and the Privacy Policy in force at that moment (the sign-up form says so): the
 * registration event is the record, and the version is found from its time in the append-only version history, so a
 * rebuild finds the same one.
 */
async function acceptedBySigningUp(c: pg.PoolClient, userId: string, registeredAt: string): Promise<void> {
  for (const document of consentDocuments) {
    await c.query(`INSERT INTO legal_consents (user_id, document, version, accepted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      userId,
      document,
      versionInForce(document, new Date(registeredAt)).version,
      registeredAt,
    ]);
  }
}

/**
 * The consents each player gave, and the support tickets with their status and answers. No personal data: the
 * sender's address and message stay in the backend's support_ticket_contents. Keyed by what the events name, so an
 * event applied again changes nothing.
 */
export const legalProjector = defineProjector({
  name: 'legal',
  schemaSql: legalSchemaSql,
  tables: [
    { name: 'legal_consents', orderBy: 'user_id, document, version' },
    { name: 'support_tickets', orderBy: 'ticket_id' },
    { name: 'support_ticket_answers', orderBy: 'answer_id' },
  ],
  handlers: {
    AccountRegistered: (c, d) => acceptedBySigningUp(c, d.userId, d.registeredAt),
    SocialAccountRegistered: (c, d) => acceptedBySigningUp(c, d.userId, d.registeredAt),
    ConsentRecorded: (c, d) =>
      c.query(`INSERT INTO legal_consents (user_id, document, version, accepted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        d.userId,
        d.document,
        d.version,
        d.acceptedAt,
      ]),
    SupportTicketOpened: (c, d) =>
      c.query(
        `INSERT INTO support_tickets (ticket_id, user_id, topic, status, opened_at) VALUES ($1, $2, $3, 'open', $4) ON CONFLICT DO NOTHING`,
        [d.ticketId, d.userId, d.topic, d.openedAt],
      ),
    SupportTicketAnswered: async (c, d) => {
      await c.query(
        `INSERT INTO support_ticket_answers (answer_id, ticket_id, admin_id, answered_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [d.answerId, d.ticketId, d.adminId, d.answeredAt],
      );
      // A closed ticket stays closed; answering an open one makes it answered, the newest answer's time kept.
      await c.query(
        `UPDATE support_tickets SET status = CASE WHEN status = 'closed' THEN status ELSE 'answered' END,
           answered_at = GREATEST(answered_at, $2::timestamptz) WHERE ticket_id = $1`,
        [d.ticketId, d.answeredAt],
      );
    },
    SupportTicketClosed: (c, d) =>
      c.query(`UPDATE support_tickets SET status = 'closed', closed_at = $2 WHERE ticket_id = $1`, [d.ticketId, d.closedAt]),
  },
});
