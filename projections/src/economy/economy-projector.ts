import type pg from 'pg';
import type { EventData, StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import { economySchemaSql } from './economy-schema';

type Handler = (client: pg.PoolClient, event: StoredEvent) => Promise<unknown>;

const handlers: Record<string, Handler> = {
  DailyCheckInClaimed: (c, e) => {
    const d = e.data as EventData<'DailyCheckInClaimed'>;
    return c.query(
      `INSERT INTO check_ins (user_id, local_date, time_zone, reward, streak, claimed_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [d.userId, d.localDate, d.timeZone, d.reward, d.streak, d.claimedAt],
    );
  },
  ChallengeCompleted: (c, e) => {
    const d = e.data as EventData<'ChallengeCompleted'>;
    return c.query(
      `INSERT INTO challenge_completions (user_id, challenge_id, source, coin_reward, completed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [d.userId, d.challengeId, d.source, d.coinReward, d.completedAt],
    );
  },
  BonusClaimed: (c, e) => {
    const d = e.data as EventData<'BonusClaimed'>;
    return c.query(`INSERT INTO bonus_claims (user_id, category, coins, claimed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      d.userId, d.category, d.coins, d.claimedAt,
    ]);
  },
  BoostPurchased: (c, e) => {
    const d = e.data as EventData<'BoostPurchased'>;
    return c.query(
      `INSERT INTO purchased_boosts (boost_id, user_id, boost_type_id, level, code, name, description, cost, purchased_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [d.boostId, d.userId, d.boostTypeId, d.level, d.code, d.name, d.description, d.cost, d.purchasedAt],
    );
  },
  BoostApplied: (c, e) => {
    const d = e.data as EventData<'BoostApplied'>;
    return c.query(
      `UPDATE purchased_boosts SET applied_team_id = $2, applied_team_name = $3, applied_week = $4, applied_at = $5 WHERE boost_id = $1`,
      [d.boostId, d.teamId, d.teamName, d.week, d.appliedAt],
    );
  },
  BoostAttached: (c, e) => {
    const d = e.data as EventData<'BoostAttached'>;
    return c.query(`INSERT INTO team_boosts (team_id, boost_id, code, week, attached_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [
      d.teamId, d.boostId, d.code, d.week, d.attachedAt,
    ]);
  },
  CoinPurchaseCompleted: (c, e) => {
    const d = e.data as EventData<'CoinPurchaseCompleted'>;
    return c.query(
      `INSERT INTO coin_purchases (payment_id, user_id, provider, amount, bonus, price_cents, completed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [d.paymentId, d.userId, d.provider, d.amount, d.bonus, d.priceCents, d.completedAt],
    );
  },
};

/** Check-ins, challenge completions, bonuses, purchased and applied boosts, team boosts and coin purchases. */
export const economyProjector: Projector = {
  name: 'economy',
  schemaSql: economySchemaSql,
  tables: [
    { name: 'check_ins', orderBy: 'user_id, local_date' },
    { name: 'challenge_completions', orderBy: 'user_id, challenge_id' },
    { name: 'bonus_claims', orderBy: 'user_id, category' },
    { name: 'purchased_boosts', orderBy: 'boost_id' },
    { name: 'team_boosts', orderBy: 'team_id, boost_id' },
    { name: 'coin_purchases', orderBy: 'payment_id' },
  ],
  handles: new Set(Object.keys(handlers)),
  async apply(client, event) {
    await handlers[event.type]?.(client, event);
  },
};
