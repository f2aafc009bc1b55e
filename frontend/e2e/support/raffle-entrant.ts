import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { scoreTeam, scoringTiers } from '@fr/backend/features/fantasy/index';
import { recordTeam } from '@fr/backend/testing/team-fixtures';
import { newPlayer, verificationLink, type TestSystem } from '@fr/backend/testing/test-system';
import { declareEligibilityThroughApi, signUpThroughApi } from './browser';

/** Week 2026-11-17 settles on Wednesday 2026-11-25; its Bronze tickets enter that night's NFL draw (04:59 UTC). */
export const bronzeDraw = {
  duringWeek: new Date('2026-11-20T15:00:00Z'),
  afterSettlement: new Date('2026-11-25T10:00:00Z'),
  afterClose: new Date('2026-11-26T05:00:00Z'),
  drawId: 'nfl-bronze-2026-11-25',
} as const;

/**
 * A verified, eligible player signed in in `context` whose team scored 200 of 150 projected in week 2026-11-17: its
 * Bronze, Silver and Gold tickets settle and enter their draws (the system's clock is left at settlement, before the
 * Bronze draw closes at `bronzeDraw.afterClose`).
 */
export async function enterBronzeDraw(system: TestSystem, context: BrowserContext, prefix: string) {
  // The system's minute tick can run on the real clock before this one is set back a week (it did in CI, and made the
  // beacon then): one tick on the real clock first makes that order the one always tested.
  await system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
  system.services.now = () => bronzeDraw.duringWeek;
  const player = newPlayer(prefix);
  await signUpThroughApi(context, system.url, player);
  const link = new URL(await verificationLink(system, player.email));
  expect((await context.request.get(`${system.url}/api/auth/verify-email${link.search}`)).status()).toBe(200);
  const { userId } = (await (await context.request.get(`${system.url}/api/auth/status`)).json()) as { userId: string };
  // Tickets enter draws only for a player whose declared age and state allow it (issue 22).
  await declareEligibilityThroughApi(context, system.url, { dateOfBirth: '1990-05-01', state: 'CA' });

  const teamId = `e2e-${userId}`;
  const tiers = await scoringTiers(system.services.pool);
  await recordTeam(system.services, { userId, teamId, week: '2026-11-17', currentPoints: 200 });
  await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
  system.services.now = () => bronzeDraw.afterSettlement;
  await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
  await system.runner.catchUp();
  await system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
  await system.runner.catchUp();
  return { player, userId };
}
