import { defineProjector } from '../projector';
import { prizesSchemaSql } from './prizes-schema';

/**
 * Won prizes per player and their status. A status only moves forward (pending, then claimed or forfeited, then
 * redeemed; an admin may forfeit a claimed prize), so an event applied again never undoes a later one.
 */
export const prizesProjector = defineProjector({
  name: 'prizes',
  schemaSql: prizesSchemaSql,
  tables: [{ name: 'won_prizes', orderBy: 'award_id' }],
  handlers: {
    PrizeWon: (c, d) =>
      c.query(
        `INSERT INTO won_prizes (award_id, user_id, draw_id, raffle_id, prize_id, name, description, value, type, won_at, claim_deadline, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending') ON CONFLICT DO NOTHING`,
        [d.awardId, d.userId, d.drawId, d.raffleId, d.prizeId, d.name, d.description, d.value, d.type, d.wonAt, d.claimDeadline],
      ),
    PrizeClaimed: (c, d) =>
      c.query(
        `UPDATE won_prizes SET status = 'claimed', redeem_code = $2, claimed_at = $3, tax_details_on_file = $4
         WHERE award_id = $1 AND status = 'pending'`,
        [d.awardId, d.redeemCode, d.claimedAt, d.taxDetailsOnFile],
      ),
    PrizeRedeemed: (c, d) =>
      c.query(`UPDATE won_prizes SET status = 'redeemed', redeemed_at = $2 WHERE award_id = $1 AND status = 'claimed'`, [
        d.awardId,
        d.redeemedAt,
      ]),
    PrizeForfeited: (c, d) =>
      c.query(`UPDATE won_prizes SET status = 'forfeited', forfeited_at = $2 WHERE award_id = $1 AND status <> 'forfeited'`, [
        d.awardId,
        d.forfeitedAt,
      ]),
    // Fulfilment (issue 23) is kept beside the status the player sees; each step is set once.
    PrizeShipped: (c, d) =>
      c.query(`UPDATE won_prizes SET carrier = $2, tracking_number = $3, shipped_at = $4 WHERE award_id = $1 AND shipped_at IS NULL`, [
        d.awardId,
        d.carrier,
        d.trackingNumber,
        d.shippedAt,
      ]),
    PrizeDelivered: (c, d) =>
      c.query(`UPDATE won_prizes SET delivered_at = $2 WHERE award_id = $1 AND delivered_at IS NULL`, [d.awardId, d.deliveredAt]),
    PrizeCashPaid: (c, d) =>
      c.query(`UPDATE won_prizes SET payment_reference = $2, paid_at = $3 WHERE award_id = $1 AND paid_at IS NULL`, [
        d.awardId,
        d.paymentReference,
        d.paidAt,
      ]),
  },
});
