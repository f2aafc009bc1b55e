import {
  EXPERIENCE_REWARD_BASE_COINS,
  WEEK_CLOSE_GRACE_MS,
  gameWeekOf,
  type DomainEvent,
  type EventData,
  achievedTiers,
  boostEffects,
  tierTarget,
  upgradedTier,
  type ScoringTier,
} from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type TeamEvent = Extract<
  DomainEvent,
  {
    type: 'TeamSynced' | 'TeamScoreUpdated' | 'TicketAwarded' | 'TicketRevoked' | 'WeekClosed' | 'ExperienceRewardEarned' | 'BoostAttached';
  }
>;

type TicketStatus = 'provisional' | 'final' | 'revoked';
export interface WeekState {
  currentPoints: number;
  projectedPoints: number;
  isActive: boolean;
  projectionIsFallback: boolean;
  gameProgress: number | null;
  tickets: ReadonlyMap<number, { ticketId: string; status: TicketStatus }>;
  /** Experience coins earned this week (0 when tier 1 was not reached). */
  experienceCoins: number;
  /** Codes of the boosts applied to the team for this week, by boost id. */
  boosts: ReadonlyMap<string, string>;
  closed: boolean;
}

export interface TeamState {
  meta: EventData<'TeamSynced'> | null;
  weeks: ReadonlyMap<string, WeekState>;
}

export type TeamCommand =
  | { type: 'RecordSync'; meta: EventData<'TeamSynced'>; score: EventData<'TeamScoreUpdated'> }
  | { type: 'Score'; tiers: readonly ScoringTier[] }
  | { type: 'AttachBoost'; data: EventData<'BoostAttached'> };

export const ticketIdFor = (teamId: string, week: string, tier: number) => `ticket:${teamId}:${week}:${tier}`;

const emptyWeek: WeekState = {
  currentPoints: 0,
  projectedPoints: 0,
  isActive: false,
  projectionIsFallback: false,
  gameProgress: null,
  tickets: new Map(),
  experienceCoins: 0,
  boosts: new Map(),
  closed: false,
};

const sameMeta = (a: EventData<'TeamSynced'>, b: EventData<'TeamSynced'>) =>
  a.name === b.name && a.league === b.league && a.platform === b.platform && a.sport === b.sport;

function withWeek(state: TeamState, week: string, change: (w: WeekState) => WeekState): TeamState {
  return { ...state, weeks: new Map(state.weeks).set(week, change(state.weeks.get(week) ?? emptyWeek)) };
}

function withTicket(w: WeekState, tier: number, ticketId: string, status: TicketStatus): WeekState {
  return { ...w, tickets: new Map(w.tickets).set(tier, { ticketId, status }) };
}

/** A fantasy team: what each sync saw, and the tickets and Experience rewards its points earned per game week. */
export const teamDecider: Decider<TeamState, TeamCommand, { now: Date }, TeamEvent> = {
  initialState: () => ({ meta: null, weeks: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'TeamSynced':
        return { ...state, meta: event.data };
      case 'TeamScoreUpdated': {
        const { currentPoints, projectedPoints, isActive, projectionIsFallback, gameProgress } = event.data;
        return withWeek(state, event.data.week, (w) => ({
          ...w,
          currentPoints,
          projectedPoints,
          isActive,
          projectionIsFallback,
          gameProgress,
        }));
      }
      case 'TicketAwarded':
        return withWeek(state, event.data.week, (w) => withTicket(w, event.data.tier, event.data.ticketId, 'provisional'));
      case 'TicketRevoked':
        return withWeek(state, event.data.week, (w) => withTicket(w, event.data.tier, event.data.ticketId, 'revoked'));
      case 'ExperienceRewardEarned':
        return withWeek(state, event.data.week, (w) => ({ ...w, experienceCoins: event.data.coins }));
      case 'BoostAttached':
        return withWeek(state, event.data.week, (w) => ({ ...w, boosts: new Map(w.boosts).set(event.data.boostId, event.data.code) }));
      case 'WeekClosed':
        return withWeek(state, event.data.week, (w) => {
          let closed: WeekState = { ...w, closed: true };
          for (const [tier, t] of w.tickets) if (t.status === 'provisional') closed = withTicket(closed, tier, t.ticketId, 'final');
          return closed;
        });
    }
  },

  decide(command, state, { now }) {
    if (command.type === 'RecordSync') {
      const events: TeamEvent[] = [];
      if (!state.meta || !sameMeta(state.meta, command.meta)) events.push({ type: 'TeamSynced', data: command.meta });
      const w = state.weeks.get(command.score.week);
      const s = command.score;
      const changed =
        !w ||
        w.currentPoints !== s.currentPoints ||
        w.projectedPoints !== s.projectedPoints ||
        w.isActive !== s.isActive ||
        w.gameProgress !== s.gameProgress;
      if (changed && !w?.closed) events.push({ type: 'TeamScoreUpdated', data: s });
      return events;
    }
    if (command.type === 'AttachBoost') {
      return state.weeks.get(command.data.week)?.boosts.has(command.data.boostId) ? [] : [{ type: 'BoostAttached', data: command.data }];
    }
    if (!state.meta) return [];
    const { teamId, userId } = state.meta;
    const at = now.toISOString();
    return [...state.weeks].flatMap(([week, w]): TeamEvent[] => {
      if (w.closed) return [];
      if (gameWeekOf(new Date(`${week}T12:00:00Z`)).end.getTime() + WEEK_CLOSE_GRACE_MS <= now.getTime()) {
        const ticketIds = [...w.tickets.values()].filter((t) => t.status === 'provisional').map((t) => t.ticketId);
        return [{ type: 'WeekClosed', data: { teamId, userId, week, ticketIds, closedAt: at } }];
      }
      return scoreWeek(teamId, userId, week, w, command.tiers, at);
    });
  },
};

/**
 * Tickets for the tiers the team reaches this week: a performance boost lowers the targets, a tier upgrade turns
 * lower achievements into its tier's ticket (and replaces the Experience coins), a multiplier multiplies rewards.
 */
/** What a week's points earn under a tier configuration: the tier levels awarded (boosts applied) and the multiplier. */
export function weekAwards(currentPoints: number, projectedPoints: number, tiers: readonly ScoringTier[], boostCodes: readonly string[]) {
  const effects = boostEffects(boostCodes);
  const reached = achievedTiers(currentPoints, projectedPoints, tiers, effects);
  return {
    awarded: new Set<number>(reached.map((level) => upgradedTier(level, effects.upgradeLevel))),
    multiplier: Math.max(1, Math.floor(effects.rewardMultiplier)),
  };
}

function scoreWeek(teamId: string, userId: string, week: string, w: WeekState, tiers: readonly ScoringTier[], at: string): TeamEvent[] {
  const effects = boostEffects([...w.boosts.values()]);
  const { awarded, multiplier } = weekAwards(w.currentPoints, w.projectedPoints, tiers, [...w.boosts.values()]);
  const events: TeamEvent[] = [];
  if (awarded.has(1) && w.experienceCoins === 0) {
    events.push({
      type: 'ExperienceRewardEarned',
      data: { teamId, userId, week, coins: EXPERIENCE_REWARD_BASE_COINS * multiplier, earnedAt: at },
    });
  }
  for (const tier of tiers) {
    if (tier.level === 1 || tier.ticketCount <= 0) continue;
    const ticket = w.tickets.get(tier.level);
    const ticketId = ticketIdFor(teamId, week, tier.level);
    if (awarded.has(tier.level) && (!ticket || ticket.status === 'revoked')) {
      const target = tierTarget(w.projectedPoints, tier, effects);
      events.push({
        type: 'TicketAwarded',
        data: {
          ticketId,
          teamId,
          userId,
          week,
          tier: tier.level,
          count: tier.ticketCount * multiplier,
          currentPoints: w.currentPoints,
          target,
          awardedAt: at,
        },
      });
    }
    if (!awarded.has(tier.level) && ticket?.status === 'provisional') {
      events.push({
        type: 'TicketRevoked',
        data: { ticketId, teamId, userId, week, tier: tier.level, reason: 'stat_correction', revokedAt: at },
      });
    }
  }
  return events;
}
