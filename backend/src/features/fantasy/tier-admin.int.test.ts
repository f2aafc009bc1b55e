import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIERS_CONFIG_STREAM,
  texts,
  type OfficialRulesResponse,
  type Tier,
  type TierAdminConfig,
  type TierWhatIfResponse,
} from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import { recordTeam } from '../../testing/team-fixtures';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { scoreTeam } from './application/team-commands';
import { scoringTiers } from './tiers';

let system: TestSystem;
let clock = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const path = (tier: string) => `/api/admin/config/tiers/${tier}`;

async function ticketsOf(teamId: string) {
  await system.runner.catchUp();
  const { rows } = await system.services.pool.query<{ tier: number; status: string }>(
    'SELECT tier, status FROM raffle_tickets WHERE team_id = $1 ORDER BY tier',
    [teamId],
  );
  return rows;
}

describe('live tier configuration', () => {
  it('scores the next evaluation with a changed threshold, never moves a settled week, and records who changed what', async () => {
    const { client: admin, admin: who } = await signInAdmin(system, 'admin');
    const player = await signUpPlayer(system, 'tier');
    // 116 of 100 projected: Bronze (+10%) is reached, Silver (+20%) is not.
    const settled = `settled-${player.userId}`;
    clock = new Date('2026-11-12T15:00:00Z'); // during the week of 2026-11-10
    await recordTeam(system.services, {
      userId: player.userId,
      teamId: settled,
      week: '2026-11-10',
      currentPoints: 116,
      projectedPoints: 100,
    });
    await scoreTeam(system.services, player.userId, settled, await scoringTiers(system.services.pool), 'test');
    clock = new Date('2026-11-20T15:00:00Z'); // the week of 2026-11-10 has closed by now
    await scoreTeam(system.services, player.userId, settled, await scoringTiers(system.services.pool), 'test');
    expect(await ticketsOf(settled)).toEqual([{ tier: 2, status: 'final' }]);

    // Last week's teams scored again: lowering Silver to +15% would add one Silver ticket.
    const whatIf = await admin.post(`${path('Silver')}/what-if`, { increasePercentage: 15 });
    expect(whatIf.status).toBe(200);
    expect(whatIf.json as TierWhatIfResponse).toMatchObject({ week: '2026-11-10', teams: 1 });
    expect((whatIf.json as TierWhatIfResponse).tiers.find((t) => t.tierName === 'Silver')).toEqual({
      tierName: 'Silver',
      before: 0,
      after: 1,
    });

    const changed = await admin.put(path('Silver'), { increasePercentage: 15 });
    expect(changed.json).toEqual({ message: texts.server.tierUpdated });
    const configs = JSON.parse((await admin.get('/api/admin/config/tiers')).text) as TierAdminConfig[];
    expect(configs.find((c) => c.tierName === 'Silver')).toMatchObject({ increasePercentage: 15, changedBy: who.adminId });
    const events = await system.services.store.read(TIERS_CONFIG_STREAM);
    expect(events.at(-1)!.data).toMatchObject({
      tierName: 'Silver',
      increasePercentage: 15,
      changedBy: who.adminId,
      changedAt: clock.toISOString(),
      previous: { increasePercentage: 20 },
    });

    // The settled week does not move; this week's team is scored with the new threshold.
    await scoreTeam(system.services, player.userId, settled, await scoringTiers(system.services.pool), 'test');
    expect(await ticketsOf(settled)).toEqual([{ tier: 2, status: 'final' }]);
    const live = `live-${player.userId}`;
    await recordTeam(system.services, {
      userId: player.userId,
      teamId: live,
      week: '2026-11-17',
      currentPoints: 116,
      projectedPoints: 100,
    });
    await scoreTeam(system.services, player.userId, live, await scoringTiers(system.services.pool), 'test');
    expect(await ticketsOf(live)).toEqual([
      { tier: 2, status: 'provisional' },
      { tier: 3, status: 'provisional' },
    ]);
  });

  it('refuses bad values and the wrong roles with a clear 4xx, and changes nothing', async () => {
    const { client: admin } = await signInAdmin(system, 'admin');
    const before = (await system.services.store.read(TIERS_CONFIG_STREAM)).length;
    for (const body of [{ increasePercentage: 101 }, { increasePercentage: 10.05 }, { ticketCount: 11 }, { ticketCount: 1.5 }, {}]) {
      const response = await admin.put(path('Gold'), body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ error: 'validation_failed' });
    }
    expect((await admin.put(path('Diamond'), { ticketCount: 2 })).status).toBe(404);
    const finance = await signInAdmin(system, 'finance');
    expect((await finance.client.put(path('Gold'), { ticketCount: 2 })).status).toBe(403);
    expect((await finance.client.get('/api/admin/config/tiers')).status).toBe(403);
    const auditor = await signInAdmin(system, 'auditor');
    expect((await auditor.client.put(path('Gold'), { ticketCount: 2 })).status).toBe(403);
    expect((await auditor.client.get('/api/admin/config/tiers')).status).toBe(200);
    const player = await signUpPlayer(system, 'tier');
    expect((await player.client.put(path('Gold'), { ticketCount: 2 })).status).toBe(401);
    expect((await system.services.store.read(TIERS_CONFIG_STREAM)).length).toBe(before);
  });

  it("changes the players' copy with the configuration: the tiers' margins, tickets and prizes, and the official rules", async () => {
    const { client: admin } = await signInAdmin(system, 'admin');
    const visitor = system.client();
    expect((await admin.put(path('Bronze'), { increasePercentage: 8, ticketCount: 2, prizePool: 'Team jerseys worth $300' })).status).toBe(
      200,
    );
    await system.runner.catchUp();
    const bronze = (JSON.parse((await visitor.get('/api/tiers')).text) as Tier[]).find((t) => t.tierName === 'Bronze')!;
    expect(bronze).toMatchObject({
      pointsMultiplier: 1.08,
      ticketCount: 2,
      prizePool: 'Team jerseys worth $300',
      reward: '2 Bronze raffle tickets',
      description: 'Beat your projection by 8% to earn 2 tickets for the daily Bronze raffle.',
      keyBenefits: ['Daily drawing at 11:59 PM ET', 'Team jerseys worth $300', 'Easy to reach'],
      prizeRange: '$100 to $250',
    });
    const rules = (await visitor.get('/api/raffles/nfl-bronze/rules')).json as OfficialRulesResponse;
    const entry = rules.sections.find((s) => s.heading === 'How to Enter')!.paragraphs.join(' ');
    expect(entry).toContain('beats its projected points by 8% in a game week earns 2 Bronze tickets');
    expect(JSON.stringify(rules)).not.toMatch(/\bEST\b(?! in winter)|UTC/);
  });
});
