import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { adminSchemaSql } from './admin-schema';

/** One line of the audit trail per admin event; a replayed event finds its line already there. */
function audit(client: pg.PoolClient, event: StoredEvent, adminId: string, subject: string | null, details: string | null) {
  return client.query(
    `INSERT INTO admin_audit (event_id, position, type, admin_id, subject, details, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
    [event.eventId, event.position, event.type, adminId, subject, details, event.recordedAt],
  );
}

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
  schemaSql: adminSchemaSql,
  tables: [
    { name: 'admin_accounts', orderBy: 'admin_id' },
    { name: 'admin_audit', orderBy: 'event_id' },
    { name: 'player_locks', orderBy: 'user_id' },
  ],
  handlers: {
    async AdminAccountCreated(client, data, event) {
      await client.query(
        `INSERT INTO admin_accounts (admin_id, username, email, role, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (admin_id) DO NOTHING`,
        [data.adminId, data.username, data.email, data.role, data.createdAt],
      );
      await audit(client, event, data.adminId, data.adminId, `${data.username} (${data.role}) created via ${data.via}`);
    },
    AdminSignedIn: (client, data, event) => audit(client, event, data.adminId, null, null),
    AdminTotpEnrolmentStarted: (client, data, event) => audit(client, event, data.adminId, null, null),
    AdminPasswordChanged: (client, data, event) => audit(client, event, data.adminId, null, `password ${data.how}`),
    async AdminTotpEnrolled(client, data, event) {
      await client.query('UPDATE admin_accounts SET totp_enabled = true WHERE admin_id = $1', [data.adminId]);
      await audit(client, event, data.adminId, null, null);
    },
    async PlayerLocked(client, data, event) {
      await lock(client, data, true);
      await audit(client, event, data.adminId, data.userId, data.reason);
    },
    async PlayerUnlocked(client, data, event) {
      await lock(client, data, false);
      await audit(client, event, data.adminId, data.userId, data.reason);
    },
    IntegrityCheckRequested: (client, data, event) => audit(client, event, data.adminId, data.checkId, null),
    // Draw now (development and demo): a period closed before its scheduled close, by an admin or the CLI.
    async DrawClosed(client, data, event) {
      if (data.closedEarly)
        await audit(
          client,
          event,
          data.closedEarly.by,
          data.drawId,
          `closed early (Draw now), beacon round ${data.closedEarly.beaconRound}`,
        );
    },
    // The Settings tab's tier changes are admin commands too; the spec's seed (`system`) is not.
    async TierConfigured(client, data, event) {
      if (data.changedBy === 'system') return;
      const { increasePercentage, ticketCount, prizePool } = data;
      const before = data.previous ? JSON.stringify(data.previous) : 'none';
      await audit(
        client,
        event,
        data.changedBy,
        data.tierName,
        `${before} → ${JSON.stringify({ increasePercentage, ticketCount, prizePool })}`,
      );
    },
  },
});
