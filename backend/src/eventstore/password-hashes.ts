import type pg from 'pg';
import { START, type EventReader } from '@fr/contracts';
import { withTransaction } from '../platform/database';
import {
  adminCredential,
  keepLoggedPasswordHashes,
  playerCredential,
  type CredentialSubject,
  type LoggedPasswordHash,
} from '../platform/credentials';
import type { EventStoreConfig } from '.';

/** The events that carried a password hash before it moved to the credentials table, and whose password it is. */
const HASH_CARRIERS: Record<string, (data: Record<string, unknown>) => CredentialSubject> = {
  AccountRegistered: (data) => playerCredential(String(data.userId)),
  AdminAccountCreated: (data) => adminCredential(String(data.adminId)),
};
const CARRIER_TYPES = Object.keys(HASH_CARRIERS);

// Serialises the move across processes starting at once, so neither redacts an event the other has not copied yet.
const MOVE_LOCK = 7_305_221_003;

const READ_PAGE = 1000;

function loggedHash(type: string, data: Record<string, unknown>, recordedAt: string | Date): LoggedPasswordHash | null {
  const subjectOf = HASH_CARRIERS[type];
  const hash = data.passwordHash;
  return subjectOf && typeof hash === 'string' ? { subject: subjectOf(data), hash, at: new Date(recordedAt) } : null;
}

/**
 * Moves the password hashes older events carry into the credentials table, run on every start (idempotent: a subject
 * that has a row keeps it). On PostgreSQL and PGlite the hash is then removed from the stored event in the same
 * transaction. Nothing depends on the removed field: these events' ids come from business keys, not from their
 * content; no read model keeps the hash; and a replayed append of such an event, compared with what is stored, could
 * only come from the old code before this start. EventStoreDB events cannot be edited: there the hashes are copied,
 * and stay in the log (docs/operations.md).
 */
export async function movePasswordHashesOutOfLog(config: EventStoreConfig, pool: pg.Pool, reader: EventReader): Promise<void> {
  if (config.kind === 'eventstoredb') {
    let after = START;
    for (;;) {
      const page = await reader.readAll({ after, limit: READ_PAGE });
      const last = page.at(-1);
      if (!last) return;
      await keepLoggedPasswordHashes(
        pool,
        page.flatMap((e) => loggedHash(e.type, e.data, e.recordedAt) ?? []),
      );
      after = last.position;
    }
  }
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MOVE_LOCK]);
    const { rows } = await client.query<{ type: string; data: Record<string, unknown>; recorded_at: Date }>(
      `SELECT type, data, recorded_at FROM es_events WHERE type = ANY($1::text[]) AND data ? 'passwordHash'`,
      [CARRIER_TYPES],
    );
    await keepLoggedPasswordHashes(
      client,
      rows.flatMap((r) => loggedHash(r.type, r.data, r.recorded_at) ?? []),
    );
    await client.query(`UPDATE es_events SET data = data - 'passwordHash' WHERE type = ANY($1::text[]) AND data ? 'passwordHash'`, [
      CARRIER_TYPES,
    ]);
  });
}
