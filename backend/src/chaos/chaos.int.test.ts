import { execFileSync } from 'node:child_process';
import { expect, inject, it } from 'vitest';
import '@fr/projections/testing/provided-context';
import { runCampaign } from './campaign';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// The short version of `npm run chaos` (which runs 2 minutes with 8 players by default).
it.skipIf(!hasRedisServer)(
  'loses no acknowledged command, invents no coin and duplicates nothing while processes are killed and Redis restarts',
  async () => {
    const report = await runCampaign({ serverUrl: inject('databaseUrl'), durationMs: 20_000, players: 3, faultEveryMs: 2000 });
    console.log(`chaos: ${JSON.stringify(report)}`);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(Object.values(report.kills).reduce((a, b) => a + b, 0) + report.redisRestarts).toBeGreaterThan(1);
    expect(report.differences).toEqual({
      missingAcknowledged: 0,
      duplicates: 0,
      balanceMismatches: 0,
      ledgerSum: 0,
      negativePlayers: 0,
      readModelsDifferentFromRebuild: 0,
    });
  },
  600_000,
);
