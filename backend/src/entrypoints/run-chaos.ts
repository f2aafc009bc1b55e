import { runCampaign } from '../chaos/campaign';

/**
 * `npm run chaos`: the fault campaign against PostgreSQL (DATABASE_URL, or 127.0.0.1:5432) and a Redis it starts
 * itself (redis-server must be installed). CHAOS_SECONDS (default 120) and CHAOS_PLAYERS (default 8) size it. Exits 1
 * when any difference is found.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const report = await runCampaign({
  serverUrl,
  durationMs: Number(process.env.CHAOS_SECONDS ?? 120) * 1000,
  players: Number(process.env.CHAOS_PLAYERS ?? 8),
  faultEveryMs: 2500,
  log: (line) => console.log(line),
});
console.log(JSON.stringify(report, null, 2));
const found =
  Object.entries(report.differences).filter(([key, value]) => key !== 'ledgerSum' && value !== 0).length +
  (report.differences.ledgerSum === 0 ? 0 : 1);
process.exit(found === 0 ? 0 : 1);
