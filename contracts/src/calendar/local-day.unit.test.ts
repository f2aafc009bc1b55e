import { describe, expect, it } from 'vitest';
import { checkInVerdict, liveStreak, localDate, nextResetAfter, startOfLocalDay } from './local-day';

const NY = 'America/New_York';

describe('local days', () => {
  it('reads the calendar date in the player zone', () => {
    const at = new Date('2026-11-22T03:30:00Z');
    expect(localDate(at, NY)).toBe('2026-11-21');
    expect(localDate(at, 'Asia/Tokyo')).toBe('2026-11-22');
  });

  it('finds local midnight across DST changes (23- and 25-hour days)', () => {
    expect(startOfLocalDay('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('handles zones where midnight itself is skipped by DST', () => {
    // Chile (America/Santiago) springs forward at 00:00 to 01:00 on 2026-09-06.
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(localDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDate(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('daily check-in rules', () => {
  it('allows the first claim and starts a streak of 1', () => {
    expect(checkInVerdict(null, new Date('2026-11-22T15:00:00Z'), NY)).toEqual({ ok: true, localDate: '2026-11-22', streak: 1 });
  });

  it('refuses a second claim the same local day and says when the next one opens', () => {
    const last = { localDate: '2026-11-22', timeZone: NY, streak: 1, claimedAt: '2026-11-22T15:00:00Z' };
    const verdict = checkInVerdict(last, new Date('2026-11-23T04:59:59Z'), NY);
    expect(verdict).toEqual({ ok: false, nextResetAt: new Date('2026-11-23T05:00:00Z') });
    expect(checkInVerdict(last, new Date('2026-11-23T05:00:00Z'), NY)).toEqual({ ok: true, localDate: '2026-11-23', streak: 2 });
  });

  it('cannot be gamed by switching to a zone where tomorrow has already begun', () => {
    const last = { localDate: '2026-11-22', timeZone: NY, streak: 4, claimedAt: '2026-11-22T15:00:00Z' };
    const lateEvening = new Date('2026-11-23T02:00:00Z'); // 21:00 in New York, already the 23rd in Tokyo
    expect(checkInVerdict(last, lateEvening, 'Asia/Tokyo').ok).toBe(false);
    // New York's midnight, and from Tokyo also a full day after the last claim.
    expect(nextResetAfter(last, NY).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(nextResetAfter(last, 'Asia/Tokyo').toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('keeps one claim per day after moving west, and continues the streak', () => {
    const last = { localDate: '2026-11-22', timeZone: 'Asia/Tokyo', streak: 2, claimedAt: '2026-11-22T03:00:00Z' };
    expect(checkInVerdict(last, new Date('2026-11-23T06:00:00Z'), 'America/Los_Angeles').ok).toBe(false); // still the 22nd in LA
    expect(checkInVerdict(last, new Date('2026-11-23T09:00:00Z'), 'America/Los_Angeles')).toEqual({
      ok: true,
      localDate: '2026-11-23',
      streak: 3,
    });
  });

  it('counts consecutive days across the DST change and breaks the streak after a missed day', () => {
    const last = { localDate: '2026-10-31', timeZone: NY, streak: 6, claimedAt: '2026-10-31T16:00:00Z' };
    expect(checkInVerdict(last, new Date('2026-11-01T12:00:00Z'), NY)).toEqual({ ok: true, localDate: '2026-11-01', streak: 7 });
    expect(checkInVerdict(last, new Date('2026-11-02T12:00:00Z'), NY)).toEqual({ ok: true, localDate: '2026-11-02', streak: 1 });
    expect(liveStreak(last, new Date('2026-11-01T12:00:00Z'), NY)).toBe(6);
    expect(liveStreak(last, new Date('2026-11-02T12:00:00Z'), NY)).toBe(0);
  });

  it('gives no more claims to a player hopping between zones whose days start at other instants', () => {
    // 11:59 UTC is 23:59 the day before at UTC-12 (Etc/GMT+12); at 12:00 a day starts there, while UTC+11 is at 23:00.
    const west = 'Etc/GMT+12';
    const east = 'Etc/GMT-11';
    const at = (time: string) => new Date(`2026-11-22T${time}:00Z`);
    const last = { localDate: '2026-11-21', timeZone: west, streak: 1, claimedAt: at('11:59').toISOString() };
    // Same zone: its next day has begun, as for anyone at 00:00.
    expect(checkInVerdict(last, at('12:00'), west)).toMatchObject({ ok: true, localDate: '2026-11-22' });
    // Another zone, whose own "today" (the 22nd, ending at 13:00 UTC) is also new: not before a day has passed.
    expect(checkInVerdict(last, at('12:00'), east).ok).toBe(false);
    const next = nextResetAfter(last, east);
    expect(next.toISOString()).toBe('2026-11-23T11:59:00.000Z');
    expect(checkInVerdict(last, new Date(next.getTime() - 1), east).ok).toBe(false);
    expect(checkInVerdict(last, next, east)).toMatchObject({ ok: true, localDate: '2026-11-23' });
  });
});
