import type pg from 'pg';
import { auditRecord, auditedEventTypes, type EventType } from '@fr/contracts';
import { defineProjector, type EventHandler, type EventHandlers } from '../projector';
import { adminSchemaSql } from './admin-schema';

/**
 * One line of the audit trail per admin event, as its entry in `auditWordings` says (who, about whom, the details its
 * summary reads); a replayed event finds its line already there.
 */
function auditHandler<T extends EventType>(type: T): EventHandler<T> {
  return async (client, data, event) => {
    const record = auditRecord(type, data);
    if (!record) return;
    await client.query(
      `INSERT INTO admin_audit (event_id, position, type, admin_id, subject_id, details, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
      [
        event.eventId,
        event.position,
        event.type,
        record.actorId,
        record.subjectId,
        record.details && JSON.stringify(record.details),
        event.recordedAt,
      ],
    );
  };
}

/** Every audited event type's handler. Built over the table's keys, which TypeScript reads as plain strings: the one cast. */
const audit = Object.fromEntries(auditedEventTypes.map((type) => [type, auditHandler(type)])) as EventHandlers;

function lock(client: pg.PoolClient, data: { userId: string; adminId: string; reason: string; at: string }, locked: boolean) {
  return client.query(
    `INSERT INTO player_locks (user_id, locked, reason, admin_id, changed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET locked = EXCLUDED.locked, reason = EXCLUDED.reason, admin_id = EXCLUDED.admin_id,
       changed_at = EXCLUDED.changed_at`,
    [data.userId, locked, data.reason, data.adminId, data.at],
  );
}

/** Admin accounts (never their password hash or TOTP secret), the audit trail of every admin action, and player locks. */
export const adminProjector = defineProjector({
  name: 'admin',
  group: 'admin',
  schemaSql: adminSchemaSql,
  tables: [
    { name: 'admin_accounts', orderBy: 'admin_id' },
    { name: 'admin_audit', orderBy: 'event_id' },
    { name: 'player_locks', orderBy: 'user_id' },
  ],
  handlers: {
    ...audit,
    async AdminAccountCreated(client, data, event) {
      await client.query(
        `INSERT INTO admin_accounts (admin_id, username, email, role, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (admin_id) DO NOTHING`,
        [data.adminId, data.username, data.email, data.role, data.createdAt],
      );
      await auditHandler('AdminAccountCreated')(client, data, event);
    },
    async AdminTotpEnrolled(client, data, event) {
      await client.query('UPDATE admin_accounts SET totp_enabled = true WHERE admin_id = $1', [data.adminId]);
      await auditHandler('AdminTotpEnrolled')(client, data, event);
    },
    async PlayerLocked(client, data, event) {
      await lock(client, data, true);
      await auditHandler('PlayerLocked')(client, data, event);
    },
    async PlayerUnlocked(client, data, event) {
      await lock(client, data, false);
      await auditHandler('PlayerUnlocked')(client, data, event);
    },
  },
});
