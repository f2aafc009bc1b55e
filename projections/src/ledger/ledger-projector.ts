import { defineProjector } from '../projector';
import { ledgerSchemaSql } from './ledger-schema';

/** The integrity checks admins asked for, and each one's report once it ran. */
export const ledgerProjector = defineProjector({
  name: 'ledger',
  group: 'admin',
  schemaSql: ledgerSchemaSql,
  tables: [{ name: 'integrity_checks', orderBy: 'check_id' }],
  handlers: {
    IntegrityCheckRequested: (client, data, event) =>
      client.query(
        `INSERT INTO integrity_checks (check_id, requested_by, requested_at, position, status)
         VALUES ($1, $2, $3, $4, 'queued') ON CONFLICT (check_id) DO NOTHING`,
        [data.checkId, data.adminId, data.at, event.position],
      ),
    IntegrityCheckCompleted: (client, data) =>
      client.query(`UPDATE integrity_checks SET status = $2, finished_at = $3, events = $4, projectors = $5 WHERE check_id = $1`, [
        data.checkId,
        data.ok ? 'passed' : 'failed',
        data.finishedAt,
        data.events,
        JSON.stringify(data.projectors),
      ]),
  },
});
