import { afterEach, expect, it, vi } from 'vitest';
import { nextCronOccurrence, startCronTimer } from './cron-timer';

afterEach(() => {
  vi.useRealTimers();
});

it('reads the pattern in the given time zone across a DST change', () => {
  const after = new Date('2025-11-01T12:00:00Z');
  expect(nextCronOccurrence('0 21 * * *', 'America/New_York', after).toISOString()).toBe('2025-11-02T01:00:00.000Z');
  const afterChange = new Date('2025-11-02T12:00:00Z');
  expect(nextCronOccurrence('0 21 * * *', 'America/New_York', afterChange).toISOString()).toBe('2025-11-03T02:00:00.000Z');
});

it('refuses an invalid pattern', () => {
  expect(() => startCronTimer('61 * * * *', 'UTC', () => undefined)).toThrow();
});

it('waits longer than the setTimeout limit without firing early', async () => {
  vi.useFakeTimers({ now: new Date('2025-02-01T00:00:00Z') });
  const ticks: string[] = [];
  const timer = startCronTimer('0 0 1 1 *', 'UTC', (occurrence) => ticks.push(occurrence.toISOString()));
  await vi.advanceTimersByTimeAsync(Date.parse('2026-01-01T00:00:00Z') - Date.now() - 1);
  expect(ticks).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(ticks).toEqual(['2026-01-01T00:00:00.000Z']);
  timer.cancel();
  expect(vi.getTimerCount()).toBe(0);
});
