import { describe, expect, it } from 'vitest';
import { drawPeriodAt, drawPeriodOf, nextDrawPeriod, parseDrawId, raffleKeys } from './schedule';

const at = (iso: string) => new Date(iso);

describe('draw periods in New York time', () => {
  it('closes Bronze daily at 11:59 PM EST in winter and EDT in summer', () => {
    const winter = drawPeriodAt({ sport: 'nfl', tier: 'bronze' }, at('2026-01-15T12:00:00Z'));
    expect(winter.drawId).toBe('nfl-bronze-2026-01-15');
    expect(winter.closesAt.toISOString()).toBe('2026-01-16T04:59:00.000Z');
    expect(winter.opensAt.toISOString()).toBe('2026-01-15T04:59:00.000Z');
    const summer = drawPeriodAt({ sport: 'nfl', tier: 'bronze' }, at('2026-07-15T12:00:00Z'));
    expect(summer.closesAt.toISOString()).toBe('2026-07-16T03:59:00.000Z');
  });

  it('keeps each period whole across the spring and autumn clock changes', () => {
    // 2026-03-08 and 2026-11-01 are the DST changes in New York: those days last 23 and 25 hours.
    const spring = drawPeriodAt({ sport: 'nba', tier: 'bronze' }, at('2026-03-08T12:00:00Z'));
    expect(spring.opensAt.toISOString()).toBe('2026-03-08T04:59:00.000Z');
    expect(spring.closesAt.toISOString()).toBe('2026-03-09T03:59:00.000Z');
    const autumn = drawPeriodAt({ sport: 'nba', tier: 'bronze' }, at('2026-11-01T12:00:00Z'));
    expect(autumn.opensAt.toISOString()).toBe('2026-11-01T03:59:00.000Z');
    expect(autumn.closesAt.toISOString()).toBe('2026-11-02T04:59:00.000Z');
    expect(autumn.closesAt.getTime() - autumn.opensAt.getTime()).toBe(25 * 3_600_000);
  });

  it('gives the instant of a close to the next period, so no instant belongs to two', () => {
    const key = { sport: 'mlb', tier: 'bronze' } as const;
    const period = drawPeriodAt(key, at('2026-06-01T12:00:00Z'));
    expect(drawPeriodAt(key, period.closesAt).opensAt).toEqual(period.closesAt);
    expect(drawPeriodAt(key, new Date(period.closesAt.getTime() - 1)).drawId).toBe(period.drawId);
  });

  it('closes Silver on Sunday night, Gold on the last day of the month (leap years included)', () => {
    const silver = drawPeriodAt({ sport: 'nfl', tier: 'silver' }, at('2026-11-23T15:00:00Z'));
    expect(silver.closeDate).toBe('2026-11-29');
    expect(new Date(`${silver.closeDate}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(silver.opensAt.toISOString()).toBe('2026-11-23T04:59:00.000Z');
    expect(drawPeriodAt({ sport: 'nfl', tier: 'gold' }, at('2028-02-10T12:00:00Z')).closeDate).toBe('2028-02-29');
    expect(drawPeriodAt({ sport: 'nfl', tier: 'gold' }, at('2027-02-10T12:00:00Z')).closeDate).toBe('2027-02-28');
    const december = drawPeriodAt({ sport: 'nba', tier: 'gold' }, at('2026-12-31T12:00:00Z'));
    expect(december.closeDate).toBe('2026-12-31');
    expect(nextDrawPeriod({ sport: 'nba', tier: 'gold' }, december).closeDate).toBe('2027-01-31');
  });

  it('closes Platinum at the season end of its sport, and EXCLUSIVE at the latest of them', () => {
    const now = at('2026-11-23T15:00:00Z');
    expect(drawPeriodAt({ sport: 'nfl', tier: 'platinum' }, now).closeDate).toBe('2027-02-14');
    expect(drawPeriodAt({ sport: 'nba', tier: 'platinum' }, now).closeDate).toBe('2027-06-20');
    expect(drawPeriodAt({ sport: 'mlb', tier: 'platinum' }, now).closeDate).toBe('2027-11-07');
    const exclusive = drawPeriodAt({ sport: 'exclusive', tier: 'platinum' }, now);
    expect(exclusive.closeDate).toBe('2027-11-07');
    expect(exclusive.opensAt.toISOString()).toBe('2026-11-02T04:59:00.000Z');
  });

  it('parses only draw ids that name a real close', () => {
    expect(parseDrawId('nfl-silver-2026-11-29')).toMatchObject({ raffleId: 'nfl-silver', closeDate: '2026-11-29' });
    expect(parseDrawId('nfl-silver-2026-11-28')).toBeNull(); // a Saturday
    expect(parseDrawId('nfl-gold-2026-02-30')).toBeNull();
    expect(parseDrawId('nhl-bronze-2026-11-28')).toBeNull();
    expect(parseDrawId("nfl-bronze-2026-11-28' OR 1=1")).toBeNull();
    expect(drawPeriodOf('exclusive-gold-2026-11-30')?.closesAt.toISOString()).toBe('2026-12-01T04:59:00.000Z');
  });

  it('has sixteen raffles', () => {
    expect(raffleKeys).toHaveLength(16);
  });
});
