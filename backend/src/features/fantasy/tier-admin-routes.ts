import Router from '@koa/router';
import {
  TIERS_CONFIG_STREAM,
  apiRoutes,
  defaultTiers,
  gameWeekOf,
  previousGameWeek,
  texts,
  type ScoringTier,
  type TierConfigUpdate,
} from '@fr/contracts';
import { tierConfigs, weekScores } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { weekAwards } from './domain/team';
import { seedValues, tierConfigDecider } from './domain/tier-config';
import { scoringTiers } from './tiers';

/** A tier's scoring values with an admin's proposed change applied (the same conversion scoringTiers uses). */
function withChange(tiers: readonly ScoringTier[], level: number, change: TierConfigUpdate): ScoringTier[] {
  return tiers.map((t) =>
    t.level !== level
      ? t
      : {
          ...t,
          ...(change.increasePercentage !== undefined && {
            multiplier: Math.round((1 + change.increasePercentage / 100) * 10000) / 10000,
          }),
          ...(change.ticketCount !== undefined && { ticketCount: change.ticketCount }),
        },
  );
}

/** Raffle tickets per tier level that a week's teams earn under a configuration. */
function ticketsPerTier(scores: Awaited<ReturnType<typeof weekScores>>, tiers: readonly ScoringTier[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of scores) {
    const { awarded, multiplier } = weekAwards(s.currentPoints, s.projectedPoints, tiers, s.boostCodes);
    for (const tier of tiers) {
      if (tier.level === 1 || !awarded.has(tier.level)) continue;
      counts.set(tier.level, (counts.get(tier.level) ?? 0) + tier.ticketCount * multiplier);
    }
  }
  return counts;
}

/** The admin Settings tab's live tier configuration: read, change (an event), and a what-if over last week. */
export function tierAdminRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.adminTierConfigs, async () => {
    const configs = await tierConfigs(services.pool);
    return defaultTiers.map((t) => {
      const c = configs.get(t.tierName);
      return c
        ? {
            tierName: t.tierName,
            increasePercentage: c.increasePercentage,
            ticketCount: c.ticketCount,
            prizePool: c.prizePool,
            changedBy: c.changedBy,
            changedAt: c.changedAt,
          }
        : { tierName: t.tierName, ...seedValues(t.tierName), changedBy: 'system', changedAt: null };
    });
  });

  contractRoute(router, apiRoutes.updateTierConfig, async ({ admin, params, body }) => {
    const result = await services.commands.handle({
      streamId: TIERS_CONFIG_STREAM,
      decider: tierConfigDecider,
      command: { type: 'Configure', tierName: params.tierName, changes: body, adminId: admin.adminId },
      context: { now: services.now() },
      metadata: { actor: admin.adminId, command: 'ConfigureTier' },
    });
    await services.readYourWrites(result.position);
    return { message: texts.server.tierUpdated };
  });

  contractRoute(router, apiRoutes.tierWhatIf, async ({ params, body }) => {
    const tier = defaultTiers.find((t) => t.tierName === params.tierName);
    if (!tier) throw new AppError('not_found', texts.server.tierNotFound);
    const week = previousGameWeek(gameWeekOf(services.now())).id;
    const [current, scores] = await Promise.all([scoringTiers(services.pool), weekScores(services.pool, week)]);
    const before = ticketsPerTier(scores, current);
    const after = ticketsPerTier(scores, withChange(current, tier.id, body));
    return {
      week,
      teams: scores.length,
      tiers: defaultTiers
        .filter((t) => t.id !== 1)
        .map((t) => ({ tierName: t.tierName, before: before.get(t.id) ?? 0, after: after.get(t.id) ?? 0 })),
    };
  });

  return router;
}
