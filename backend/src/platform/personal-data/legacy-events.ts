import { eventCatalogue, personalFieldsOf, personalStreamPrefixes, type CatalogueEntry } from '@fr/contracts';
import { withTransaction, type Queryable } from '../database';
import type pg from 'pg';
import { isEnvelope, sealFields } from './field-codec';
import { HASHED_STREAM_MARK, hashedEventId, hashedStreamId } from './personal-data-store';
import type { PersonalKeys } from './personal-keys';

// Serialises the migration across processes starting at once.
const SEAL_LOCK = 7_305_221_012;

const PERSONAL_TYPES = Object.entries(eventCatalogue as Record<string, CatalogueEntry>)
  .filter(([, entry]) => (entry.personal ?? []).length > 0)
  .map(([type]) => type);

/**
 * Seals the personal fields of events appended before sealing began, and moves claim streams named by a username or
 * an e-mail in clear (and their events' ids, which come from those names) to their keyed hash: run on every start on PostgreSQL and PGlite, idempotent (sealed values and
 * hashed ids are left alone), cheap (it reads only the events of those types that hold no envelope yet).
 * Nothing depends on the old text: these events' ids come from commands or business keys, not from their content,
 * and a replayed append of one, compared with what is stored, could only come from the code before this start.
 * EventStoreDB events cannot be edited: there they stay in clear (docs/decisions/0012-crypto-shredding.md).
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
