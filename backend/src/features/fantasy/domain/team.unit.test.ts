import { describe, expect, it } from 'vitest';
import { defaultTiers } from '@fr/contracts';
import { teamDecider, type TeamCommand, type TeamEvent } from './team';
import type { ScoringTier } from '@fr/contracts';

const tiers: ScoringTier[] = defaultTiers.map((t) => ({ level: t.id, multiplier: t.pointsMultiplier, ticketCount: t.ticketCount }));
const WEEK = '2026-11-17';
const midWeek = new Date('2026-11-22T20:00:00Z');
const meta = {
  teamId: 't1',
  userId: 'u1',
  provider: 'demo',
  teamKey: 'k1',
  name: 'Chiefs Kingdom',
  sport: 'NFL' as const,
  league: 'L',
  platform: 'Yahoo Fantasy',
};
const sync = (currentPoints: number, projectedPoints = 100, week = WEEK, gameProgress = 0.5): TeamCommand => ({
  type: 'RecordSync',
  meta,
  score: { teamId: 't1', userId: 'u1', week, currentPoints, projectedPoints, isActive: true, projectionIsFallback: false, gameProgress },
});
const score: TeamCommand = { type: 'Score', tiers };
const attach = (code: string, boostId = code): TeamCommand => ({
  type: 'AttachBoost',
  data: { teamId: 't1', userId: 'u1', boostId, code, week: WEEK, attachedAt: midWeek.toISOString() },
});

/** Runs commands in order, each against the state the previous ones produced; returns every event. */
function run(commands: TeamCommand[], now = midWeek, history: TeamEvent[] = []): TeamEvent[] {
  const events = [...history];
  for (const command of commands) {
    const state = events.reduce(teamDecider.evolve, teamDecider.initialState());
    events.push(...teamDecider.decide(command, state, { now }));
  }
  return events;
}
const types = (events: TeamEvent[]) =>
  events.map((e) => (e.type === 'TicketAwarded' || e.type === 'TicketRevoked' ? `${e.type}:${e.data.tier}` : e.type));

describe('team: sync and scoring', () => {
  it('records a sync once; the same numbers again append nothing', () => {
    expect(types(run([sync(50), sync(50)]))).toEqual(['TeamSynced', 'TeamScoreUpdated']);
  });

  it('records a new game progress with the same points, for the pace', () => {
    const events = run([sync(50, 100, WEEK, 0.5), sync(50, 100, WEEK, 0.75)]);
    expect(types(events)).toEqual(['TeamSynced', 'TeamScoreUpdated', 'TeamScoreUpdated']);
    expect(events.at(-1)).toMatchObject({ data: { currentPoints: 50, gameProgress: 0.75 } });
  });

  it('awards one ticket per tier reached, and coins for the Rookie tier', () => {
    const events = run([sync(131), score]);
    expect(types(events).slice(2)).toEqual(['ExperienceRewardEarned', 'TicketAwarded:2', 'TicketAwarded:3', 'TicketAwarded:4']);
    const bronze = events.find((e) => e.type === 'TicketAwarded');
    expect(bronze?.data).toMatchObject({ ticketId: `ticket:t1:${WEEK}:2`, count: 1, target: 110 });
  });

  it('scoring again (a replayed job) awards nothing new', () => {
    const first = run([sync(131), score]);
    expect(run([score, score], midWeek, first)).toEqual(first);
  });

  it('a downward stat correction revokes provisional tickets, and reaching the tier again re-awards it', () => {
    const awarded = run([sync(125), score]);
    const corrected = run([sync(115), score], midWeek, awarded);
    expect(types(corrected.slice(awarded.length))).toEqual(['TeamScoreUpdated', 'TicketRevoked:3']);
    const again = run([sync(121), score], midWeek, corrected);
    expect(types(again.slice(corrected.length))).toEqual(['TeamScoreUpdated', 'TicketAwarded:3']);
  });

  it('closes the week a day after it ends: tickets become final and can no longer be revoked', () => {
    const awarded = run([sync(112), score]);
    const afterClose = new Date('2026-11-25T09:00:00Z');
    const closed = run([score], afterClose, awarded);
    const close = closed.at(-1);
    expect(close?.type).toBe('WeekClosed');
    expect(close?.type === 'WeekClosed' && close.data.ticketIds).toEqual([`ticket:t1:${WEEK}:2`]);
    expect(run([sync(10), score], afterClose, closed).slice(closed.length)).toEqual([]);
  });

  it('keeps scoring until the grace period is over', () => {
    const awarded = run([sync(112), score]);
    expect(run([score], new Date('2026-11-25T08:59:00Z'), awarded).slice(awarded.length)).toEqual([]);
  });

  it('a prize multiplier multiplies tickets and Experience coins', () => {
    const events = run([sync(111), attach('tickets_3x'), score]);
    expect(events.find((e) => e.type === 'ExperienceRewardEarned')?.data).toMatchObject({ coins: 1500 });
    expect(events.find((e) => e.type === 'TicketAwarded')?.data).toMatchObject({ count: 3 });
  });

  it('a performance boost lowers the targets: 50% turns Silver +20% into +10%', () => {
    expect(types(run([sync(111), score])).filter((t) => t.startsWith('Ticket'))).toEqual(['TicketAwarded:2']);
    expect(types(run([sync(111), attach('odds_boost_50'), score])).filter((t) => t.startsWith('Ticket'))).toEqual([
      'TicketAwarded:2',
      'TicketAwarded:3',
    ]);
  });

  it('a tier upgrade turns lower achievements into its tier: Silver upgrade, +11% pays one Silver ticket and no coins', () => {
    const events = run([sync(111), attach('silver_upgrade'), score]);
    expect(types(events).slice(2)).toEqual(['BoostAttached', 'TicketAwarded:3']);
  });

  it('attaches a boost once', () => {
    expect(
      types(run([sync(50), attach('tickets_2x', 'b1'), attach('tickets_2x', 'b1')])).filter((t) => t === 'BoostAttached'),
    ).toHaveLength(1);
  });

  it('awards nothing before the game starts', () => {
    expect(types(run([sync(0), score]))).toEqual(['TeamSynced', 'TeamScoreUpdated']);
  });
});
