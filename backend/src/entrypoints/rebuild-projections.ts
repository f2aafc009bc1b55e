import { rebuildReadModels } from '@fr/projections';
import { startSystem } from '../system/system';

/**
 * `npm run projections:rebuild [-- <readModel> ...]`: rebuilds the named read models (all of them without a name) from
 * the event log blue/green: built together in a shadow schema while the live ones serve, then swapped in (decision 0019).
 * A running server keeps answering throughout.
 */
const system = await startSystem({ roles: { api: false, projections: false, workers: false } });
const { log } = system.services;
try {
  const known = system.runner.projectors;
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !known.some((p) => p.name === name));
  if (unknown.length > 0) {
    log.error({ unknown, readModels: known.map((p) => p.name) }, 'no such read model');
    process.exitCode = 1;
  } else {
    await system.runner.migrate();
    const chosen = names.length > 0 ? known.filter((p) => names.includes(p.name)) : known;
    const started = performance.now();
    const { events, position } = await rebuildReadModels(system.services.pool, system.services.store, chosen);
    log.info(
      { readModels: chosen.map((p) => p.name), events, position, ms: Math.round(performance.now() - started) },
      'read models rebuilt and swapped in',
    );
    // The API processes' cached reads came from the tables swapped out.
    await system.services.sessions.broadcast({ kind: 'reset' });
  }
} finally {
  await system.stop();
}
