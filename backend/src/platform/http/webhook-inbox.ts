import type pg from 'pg';

export const webhookInboxSchemaSql = `
CREATE TABLE IF NOT EXISTS webhook_inbox (
  source text NOT NULL,
  external_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, external_id)
);`;

/**
 * Inbox for signed webhooks (Stripe events, partner postbacks): each external id is processed once; a replay does
 * nothing and is answered like the first delivery (200), because providers retry anything else for days. The work
 * itself is idempotent too, so a delivery that fails half-way can be retried; the id is recorded only after the work
 * succeeded.
 */
export async function processOnce(
  pool: pg.Pool,
  source: string,
  externalId: string,
  work: () => Promise<void>,
): Promise<'processed' | 'duplicate'> {
  const seen = await pool.query('SELECT 1 FROM webhook_inbox WHERE source = $1 AND external_id = $2', [source, externalId]);
  if (seen.rowCount) return 'duplicate';
  await work();
  const recorded = await pool.query('INSERT INTO webhook_inbox (source, external_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    source,
    externalId,
  ]);
  return recorded.rowCount === 0 ? 'duplicate' : 'processed';
}
