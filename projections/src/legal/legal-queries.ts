import type pg from 'pg';
import type { Consent, ConsentDocument, SupportTicketStatus, SupportTopic } from '@fr/contracts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every document version the player accepted, oldest first: the Consents part of their data. */
export async function consentsOf(pool: pg.Pool, userId: string): Promise<Consent[]> {
  const { rows } = await pool.query<{ document: ConsentDocument; version: string; accepted_at: Date }>(
    'SELECT document, version, accepted_at FROM legal_consents WHERE user_id = $1 ORDER BY accepted_at, document, version',
    [userId],
  );
  return rows.map((r) => ({ document: r.document, version: r.version, acceptedAt: r.accepted_at.toISOString() }));
}

export interface SupportTicketRow {
  ticketId: string;
  userId: string | null;
  topic: SupportTopic;
  status: SupportTicketStatus;
  openedAt: string;
  answeredAt: string | null;
  closedAt: string | null;
  /** Each answer with the admin who sent it. */
  answers: Array<{ answerId: string; adminId: string; answeredAt: string }>;
}

interface TicketDbRow {
  ticket_id: string;
  user_id: string | null;
  topic: SupportTopic;
  status: SupportTicketStatus;
  opened_at: Date;
  answered_at: Date | null;
  closed_at: Date | null;
}

async function withAnswers(pool: pg.Pool, rows: TicketDbRow[]): Promise<SupportTicketRow[]> {
  const { rows: answers } = await pool.query<{
    answer_id: string;
    ticket_id: string;
    admin_id: string;
    answered_at: Date;
  }>(
    `SELECT answer_id, ticket_id, admin_id, answered_at FROM support_ticket_answers
     WHERE ticket_id = ANY($1) ORDER BY answered_at, answer_id`,
    [rows.map((r) => r.ticket_id)],
  );
  return rows.map((r) => ({
    ticketId: r.ticket_id,
    userId: r.user_id,
    topic: r.topic,
    status: r.status,
    openedAt: r.opened_at.toISOString(),
    answeredAt: iso(r.answered_at),
    closedAt: iso(r.closed_at),
    answers: answers
      .filter((a) => a.ticket_id === r.ticket_id)
      .map((a) => ({ answerId: a.answer_id, adminId: a.admin_id, answeredAt: a.answered_at.toISOString() })),
  }));
}

/** Tickets newest first, of one status or all. */
export async function supportTicketsList(pool: pg.Pool, status: SupportTicketStatus | 'all', limit: number): Promise<SupportTicketRow[]> {
  const { rows } = await pool.query<TicketDbRow>(
    `SELECT ticket_id, user_id, topic, status, opened_at, answered_at, closed_at FROM support_tickets
     WHERE $1 = 'all' OR status = $1 ORDER BY opened_at DESC, ticket_id LIMIT $2`,
    [status, limit],
  );
  return withAnswers(pool, rows);
}

export async function supportTicketById(pool: pg.Pool, ticketId: string): Promise<SupportTicketRow | null> {
  const { rows } = await pool.query<TicketDbRow>(
    'SELECT ticket_id, user_id, topic, status, opened_at, answered_at, closed_at FROM support_tickets WHERE ticket_id = $1',
    [ticketId],
  );
  return rows.length ? ((await withAnswers(pool, rows))[0] ?? null) : null;
}

/** Tickets closed before `before`: their contents have outlived the retention period. */
export async function supportTicketsClosedBefore(pool: pg.Pool, before: Date): Promise<string[]> {
  const { rows } = await pool.query<{ ticket_id: string }>(
    `SELECT ticket_id FROM support_tickets WHERE status = 'closed' AND closed_at < $1 ORDER BY ticket_id`,
    [before],
  );
  return rows.map((r) => r.ticket_id);
}
