import type pg from 'pg';
import type { Acknowledged } from './driver';

export interface Differences {
  /** Acknowledged commands whose events are not in the log. */
  missingAcknowledged: number;
  /** Events that a command or job must have appended at most once but appear more often. */
  duplicates: number;
  /** Players whose balance in the ledger read model differs from their stream's coin events. */
  balanceMismatches: number;
  ledgerSum: number;
  negativePlayers: number;
  readModelsDifferentFromRebuild: number;
}

const count = async (pool: pg.Pool, sql: string, params: unknown[] = []) =>
  Number((await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

/** What the log must hold after the campaign, checked against the events themselves. */
export async function verifyLedger(
  pool: pg.Pool,
  acknowledged: Acknowledged[],
): Promise<Omit<Differences, 'ledgerSum' | 'negativePlayers' | 'readModelsDifferentFromRebuild'>> {
  const ids = (kind: Acknowledged['kind']) => acknowledged.flatMap((a) => (a.kind === kind && 'boostId' in a ? [a.boostId] : []));
  const purchased = ids('purchase');
  const applied = ids('apply');
  const missingPurchases =
    purchased.length -
    (await count(
      pool,
      `SELECT count(DISTINCT data->>'boostId') AS n FROM es_events WHERE type = 'BoostPurchased' AND data->>'boostId' = ANY($1)`,
      [purchased],
    ));
  const missingApplies =
    applied.length -
    (await count(
      pool,
      `SELECT count(DISTINCT data->>'boostId') AS n FROM es_events WHERE type = 'BoostApplied' AND data->>'boostId' = ANY($1)`,
      [applied],
    ));
  const checkIns = new Map<string, number>();
  for (const a of acknowledged) if (a.kind === 'check-in') checkIns.set(a.userId, (checkIns.get(a.userId) ?? 0) + 1);
  let missingCheckIns = 0;
  for (const [userId, acked] of checkIns) {
    const stored = await count(pool, `SELECT count(*) AS n FROM es_events WHERE type = 'DailyCheckInClaimed' AND stream_id = $1`, [
      `player-${userId}`,
    ]);
    missingCheckIns += Math.max(0, acked - stored);
  }

  const duplicateGroups = [
    `SELECT stream_id, data->>'commandId' FROM es_events WHERE type IN ('CoinsCredited', 'CoinsDebited') GROUP BY 1, 2 HAVING count(*) > 1`,
    `SELECT data->>'boostId' FROM es_events WHERE type = 'BoostPurchased' GROUP BY 1 HAVING count(*) > 1`,
    `SELECT data->>'boostId' FROM es_events WHERE type = 'BoostApplied' GROUP BY 1 HAVING count(*) > 1`,
    `SELECT stream_id, data->>'localDate' FROM es_events WHERE type = 'DailyCheckInClaimed' GROUP BY 1, 2 HAVING count(*) > 1`,
    `SELECT stream_id, data->>'challengeId' FROM es_events WHERE type = 'ChallengeCompleted' GROUP BY 1, 2 HAVING count(*) > 1`,
    `SELECT data->>'teamId', data->>'week' FROM es_events WHERE type = 'ExperienceRewardEarned' GROUP BY 1, 2 HAVING count(*) > 1`,
    `SELECT data->>'boostId' FROM es_events WHERE type = 'BoostAttached' GROUP BY 1 HAVING count(*) > 1`,
    // A ticket may be revoked by a correction and awarded again, but never awarded twice in a row.
    `SELECT data->>'ticketId' FROM es_events WHERE type IN ('TicketAwarded', 'TicketRevoked') GROUP BY 1
     HAVING count(*) FILTER (WHERE type = 'TicketAwarded') > count(*) FILTER (WHERE type = 'TicketRevoked') + 1`,
  ];
  let duplicates = 0;
  for (const sql of duplicateGroups) duplicates += await count(pool, `SELECT count(*) AS n FROM (${sql}) d`);

  const balanceMismatches = await count(
    pool,
    `WITH streams AS (
       SELECT substring(stream_id FROM 8) AS user_id,
              sum(CASE WHEN type = 'CoinsCredited' THEN (data->>'amount')::bigint ELSE -(data->>'amount')::bigint END) AS balance
       FROM es_events WHERE type IN ('CoinsCredited', 'CoinsDebited') GROUP BY stream_id)
     SELECT count(*) AS n FROM streams s LEFT JOIN ledger_accounts a ON a.account = 'player:' || s.user_id
     WHERE a.balance IS DISTINCT FROM s.balance`,
  );
  return { missingAcknowledged: missingPurchases + missingApplies + missingCheckIns, duplicates, balanceMismatches };
}
