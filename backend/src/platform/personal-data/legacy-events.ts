import { eventCatalogue, personalFieldsOf, personalStreamPrefixes, type CatalogueEntry, type EventType } from '@fr/contracts';
import { withTransaction, type Queryable } from '../database';
import type pg from 'pg';
import { isEnvelope, sealFields } from './field-codec';
import { HASHED_STREAM_MARK, hashedEventId, hashedStreamId } from './personal-data-store';
import type { PersonalKeys } from './personal-keys';

// Serialises the migration across processes starting at once.
const SEAL_LOCK = 7_305_221_012;

/** The privacy feature's record of a deleted account (contracts/src/privacy/events.ts). */
const ERASURE_EVENT_TYPE = 'AccountErased' satisfies EventType;

const PERSONAL_TYPES = Object.entries(eventCatalogue as Record<string, CatalogueEntry>)
  .filter(([, entry]) => (entry.personal ?? []).length > 0)
  .map(([type]) => type);

/**
 * Run on every start on PostgreSQL and PGlite, idempotent, in one transaction that processes starting together take
 * turns at (an advisory lock):
 * - seals the personal fields of events appended before sealing began (only events of those types that hold no
 *   envelope yet are read);
 * - moves claim streams named by a username or an e-mail in clear, and their events' ids (which come from those
 *   names), to their keyed hash (hashed ids are left alone);
 * - erases again the keys of accounts the log says were deleted, so a restored backup of the keys cannot bring them back.
 * Nothing depends on the old text: these events' ids come from commands or business keys, not from their content, and
 * a replayed append of one, compared with what is stored, could only come from the code before this start.
 * EventStoreDB events cannot be edited: there they stay as written (docs/decisions/0013-crypto-shredding.md).
 */
export async function sealLegacyEvents(pool: pg.Pool, keys: (db: Queryable) => PersonalKeys, streamKey: Buffer): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEAL_LOCK]);
    const personalKeys = keys(client);
    const { rows } = await client.query<{ event_id: string; type: string; data: Record<string, unknown> }>(
      `SELECT event_id, type, data FROM es_events
       WHERE type = ANY($1::text[]) AND data::text NOT LIKE '%"pii:v1:%' ORDER BY global_position`,
      [PERSONAL_TYPES],
    );
    for (const row of rows) {
      const fields = personalFieldsOf(row.type);
      const subject = row.data.userId;
      if (typeof subject !== 'string' || !fields.some((f) => typeof row.data[f] === 'string' && !isEnvelope(row.data[f]))) continue;
      const sealed = sealFields(row.data, fields, await personalKeys.keyFor(subject), subject, row.event_id);
      await client.query('UPDATE es_events SET data = $2 WHERE event_id = $1', [row.event_id, JSON.stringify(sealed)]);
    }
    // A restored backup of personal_keys older than the log would bring erased keys back: the log's erasures win.
    await client.query(
      `UPDATE personal_keys SET wrapped_key = NULL, erased_at = COALESCE(erased_at, now())
       WHERE wrapped_key IS NOT NULL AND subject IN (SELECT data->>'userId' FROM es_events WHERE type = $1)`,
      [ERASURE_EVENT_TYPE],
    );
    for (const prefix of personalStreamPrefixes) {
      const { rows: streams } = await client.query<{ stream_id: string }>(
        `SELECT stream_id FROM es_streams WHERE starts_with(stream_id, $1) AND NOT starts_with(stream_id, $2)`,
        [prefix, prefix + HASHED_STREAM_MARK],
      );
      for (const { stream_id: clear } of streams) {
        const hashed = hashedStreamId(streamKey, clear);
        await client.query('UPDATE es_streams SET stream_id = $2 WHERE stream_id = $1', [clear, hashed]);
        const { rows: events } = await client.query<{ event_id: string }>('SELECT event_id FROM es_events WHERE stream_id = $1', [clear]);
        for (const { event_id: eventId } of events) {
          await client.query('UPDATE es_events SET stream_id = $2, event_id = $3 WHERE event_id = $1', [
            eventId,
            hashed,
            hashedEventId(streamKey, eventId),
          ]);
        }
      }
    }
  });
}
