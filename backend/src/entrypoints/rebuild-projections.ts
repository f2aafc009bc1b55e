import { rebuildProjections } from '@fr/projections';
import { startSystem } from '../system/system';

/** `npm run projections:rebuild`: empties every read model and replays the whole event log into it. */
const system = await startSystem({ roles: { api: false, projections: false, workers: false } });
const started = performance.now();
const events = await rebuildProjections(system.services.pool, system.runner);
system.services.log.info({ events, ms: Math.round(performance.now() - started) }, 'read models rebuilt');
await system.stop();
