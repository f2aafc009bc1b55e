import { z } from 'zod';
import type pg from 'pg';
import { addDays, analyticsDay } from '@fr/contracts';
import { daysWithoutSnapshot, firstAnalyticsDay, writeSnapshot } from '@fr/projections';
import type { JobDefinition } from '@fr/workers';

/** Ours: how far back a run fills days the job missed (workers down over a weekend, a new deployment). */
const BACKFILL_DAYS = 90;

/**
 * Snapshots the New York day that ended last (yesterday) and any earlier day since the first event that has none.
 * Idempotent: one row per day, written from figures that no longer change. No day is given in the payload, so a day
 * still under way can never be snapshotted half done.
 */
export const generateMetricsJob = {
  payload: z.object({}),
  result: z.object({ date: z.string(), written: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export const analyticsJobs = { 'generate-metrics': generateMetricsJob };
export type AnalyticsJobs = typeof analyticsJobs;

/** The on-demand run's job id: one per day, so a second request that day answers with the first run's result. */
export const generateMetricsJobId = (day: string) => `generate-metrics:${day}`;

export async function generateMetrics(pool: pg.Pool, now: Date): Promise<{ date: string; written: number }> {
  const target = addDays(analyticsDay(now), -1);
  const first = await firstAnalyticsDay(pool);
  const earliest = addDays(target, -(BACKFILL_DAYS - 1));
  const from = first && first > earliest ? first : earliest;
  const missing = from <= target ? await daysWithoutSnapshot(pool, from, target) : [];
  const days = missing.includes(target) ? missing : [...missing, target];
  for (const day of days) await writeSnapshot(pool, day, now);
  return { date: target, written: days.length };
}
