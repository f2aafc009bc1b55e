import { defineProjector } from '../projector';
import { checkInSchemaSql } from './check-in-schema';

/** Every daily check-in claimed, in the player's local day and zone. */
export const checkInProjector = defineProjector({
  name: 'check-in',
  schemaSql: checkInSchemaSql,
  tables: [{ name: 'check_ins', orderBy: 'user_id, local_date' }],
  handlers: {
    DailyCheckInClaimed: (c, d) =>
      c.query(
        `INSERT INTO check_ins (user_id, local_date, time_zone, reward, streak, claimed_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING`,
        [d.userId, d.localDate, d.timeZone, d.reward, d.streak, d.claimedAt],
      ),
  },
});
