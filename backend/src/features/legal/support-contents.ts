import type { Queryable } from '../../platform/database';

/**
 * What people wrote, outside the event log: the sender's name, address and message, and each answer's text. The log
 * records only that a ticket was opened, answered or closed, so erasing a player's tickets (account deletion, the
 * retention period in the Privacy Policy) deletes rows here and edits no history.
 */
export const supportContentsSchemaSql = `
CREATE TABLE IF NOT EXISTS support_ticket_contents (
  ticket_id text PRIMARY KEY,
  user_id text,
  name text,
  email text,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS support_ticket_contents_user ON support_ticket_contents (user_id) WHERE user_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS support_answer_texts (
  answer_id text PRIMARY KEY,
  ticket_id text NOT NULL,
  body text NOT NULL
);
CREATE INDEX IF NOT EXISTS support_answer_texts_ticket ON support_answer_texts (ticket_id);`;

export interface SupportContent {
  ticketId: string;
  userId: string | null;
  name: string | null;
  email: string | null;
  message: string;
}

export async function saveSupportContent(db: Queryable, content: SupportContent, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO support_ticket_contents (ticket_id, user_id, name, email, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [content.ticketId, content.userId, content.name, content.email, content.message, at],
  );
}

export async function supportContentsOf(db: Queryable, ticketIds: readonly string[]): Promise<Map<string, SupportContent>> {
  const { rows } = await db.query<{
    ticket_id: string;
    user_id: string | null;
    name: string | null;
    email: string | null;
    message: string;
  }>('SELECT ticket_id, user_id, name, email, message FROM support_ticket_contents WHERE ticket_id = ANY($1)', [ticketIds]);
  return new Map(
    rows.map((r) => [r.ticket_id, { ticketId: r.ticket_id, userId: r.user_id, name: r.name, email: r.email, message: r.message }]),
  );
}

export async function saveAnswerText(db: Queryable, answerId: string, ticketId: string, body: string): Promise<void> {
  await db.query('INSERT INTO support_answer_texts (answer_id, ticket_id, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    answerId,
    ticketId,
    body,
  ]);
}

export async function answerTextsOf(db: Queryable, answerIds: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ answer_id: string; body: string }>(
    'SELECT answer_id, body FROM support_answer_texts WHERE answer_id = ANY($1)',
    [answerIds],
  );
  return new Map(rows.map((r) => [r.answer_id, r.body]));
}

/** Erases what a player wrote to support and what we answered (account deletion). The tickets' status history stays. */
/** What the player wrote to support while signed in, with our answers, oldest first: the data export's section. */
export async function supportMessagesOf(
  db: Queryable,
  userId: string,
): Promise<Array<{ ticketId: string; sentAt: string; message: string; answers: string[] }>> {
  const { rows } = await db.query<{ ticket_id: string; created_at: Date; message: string; answers: string[] }>(
    `SELECT c.ticket_id, c.created_at, c.message,
            coalesce(array_agg(a.body ORDER BY a.answer_id) FILTER (WHERE a.body IS NOT NULL), '{}') AS answers
     FROM support_ticket_contents c LEFT JOIN support_answer_texts a ON a.ticket_id = c.ticket_id
     WHERE c.user_id = $1 GROUP BY c.ticket_id, c.created_at, c.message ORDER BY c.created_at, c.ticket_id`,
    [userId],
  );
  return rows.map((r) => ({ ticketId: r.ticket_id, sentAt: r.created_at.toISOString(), message: r.message, answers: r.answers }));
}

export async function eraseSupportContentsOf(db: Queryable, userId: string): Promise<number> {
  await db.query('DELETE FROM support_answer_texts WHERE ticket_id IN (SELECT ticket_id FROM support_ticket_contents WHERE user_id = $1)', [
    userId,
  ]);
  const { rowCount } = await db.query('DELETE FROM support_ticket_contents WHERE user_id = $1', [userId]);
  return rowCount ?? 0;
}

/** Erases what was written in these tickets (the retention job). Answers the number of tickets whose message it erased. */
export async function eraseSupportContents(db: Queryable, ticketIds: readonly string[]): Promise<number> {
  await db.query('DELETE FROM support_answer_texts WHERE ticket_id = ANY($1)', [ticketIds]);
  const { rowCount } = await db.query('DELETE FROM support_ticket_contents WHERE ticket_id = ANY($1)', [ticketIds]);
  return rowCount ?? 0;
}
