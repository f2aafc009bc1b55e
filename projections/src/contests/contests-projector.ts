import { defineProjector } from '../projector';
import { contestsSchemaSql } from './contests-schema';

/**
 * Affiliate clicks (the postback looks a click up by the sub-id it carried), each contest's distinct participants,
 * and the partner conversions with the click they are attributed to. Every row is keyed by what the event names, so
 * an event applied again changes nothing.
 */
export const contestsProjector = defineProjector({
  name: 'contests',
  schemaSql: contestsSchemaSql,
  tables: [
    { name: 'affiliate_clicks', orderBy: 'click_id' },
    { name: 'contest_participants', orderBy: 'contest_id, user_id' },
    { name: 'contest_participant_counts', orderBy: 'contest_id' },
    { name: 'affiliate_conversions', orderBy: 'conversion_id' },
  ],
  handlers: {
    AffiliateClickRecorded: async (c, d) => {
      await c.query(
        `INSERT INTO affiliate_clicks (click_id, user_id, contest_id, platform, url, clicked_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [d.clickId, d.userId, d.contestId, d.platform, d.url, d.clickedAt],
      );
      const joined = await c.query('INSERT INTO contest_participants (contest_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        d.contestId,
        d.userId,
      ]);
      if (!joined.rowCount) return;
      await c.query(
        `INSERT INTO contest_participant_counts (contest_id, participants) VALUES ($1, 1)
         ON CONFLICT (contest_id) DO UPDATE SET participants = contest_participant_counts.participants + 1`,
        [d.contestId],
      );
    },
    AffiliateConversionRecorded: (c, d) =>
      c.query(
        `INSERT INTO affiliate_conversions (conversion_id, partner, platform, event, click_id, contest_id, user_id, commission_cents, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [d.conversionId, d.partner, d.platform, d.event, d.clickId, d.contestId, d.userId, d.commissionCents, d.recordedAt],
      ),
  },
});
