import type pg from 'pg';

export interface AffiliateClick {
  clickId: string;
  userId: string;
  contestId: string;
  platform: string;
  url: string;
  clickedAt: string;
}

export interface AffiliateConversion {
  conversionId: string;
  partner: string;
  platform: string;
  event: string;
  clickId: string | null;
  contestId: string | null;
  userId: string;
  commissionCents: number;
}

/** The click a sub-id names, or null for one we never issued. */
export async function findAffiliateClick(pool: pg.Pool, clickId: string): Promise<AffiliateClick | null> {
  const { rows } = await pool.query<{
    click_id: string;
    user_id: string;
    contest_id: string;
    platform: string;
    url: string;
    clicked_at: Date;
  }>('SELECT click_id, user_id, contest_id, platform, url, clicked_at FROM affiliate_clicks WHERE click_id = $1', [clickId]);
  const r = rows[0];
  return r
    ? {
        clickId: r.click_id,
        userId: r.user_id,
        contestId: r.contest_id,
        platform: r.platform,
        url: r.url,
        clickedAt: r.clicked_at.toISOString(),
      }
    : null;
}

/** Distinct players who joined each contest through our link, by contest id (contests nobody joined are absent). */
export async function contestParticipants(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ contest_id: string; participants: string }>(
    'SELECT contest_id, participants FROM contest_participant_counts',
  );
  return new Map(rows.map((r) => [r.contest_id, Number(r.participants)]));
}

/** The conversions partners attributed to a click, in the order they were recorded. */
export async function conversionsOfClick(pool: pg.Pool, clickId: string): Promise<AffiliateConversion[]> {
  const { rows } = await pool.query<{
    conversion_id: string;
    partner: string;
    platform: string;
    event: string;
    click_id: string | null;
    contest_id: string | null;
    user_id: string;
    commission_cents: string;
  }>(
    `SELECT conversion_id, partner, platform, event, click_id, contest_id, user_id, commission_cents
     FROM affiliate_conversions WHERE click_id = $1 ORDER BY recorded_at, conversion_id`,
    [clickId],
  );
  return rows.map((r) => ({
    conversionId: r.conversion_id,
    partner: r.partner,
    platform: r.platform,
    event: r.event,
    clickId: r.click_id,
    contestId: r.contest_id,
    userId: r.user_id,
    commissionCents: Number(r.commission_cents),
  }));
}
