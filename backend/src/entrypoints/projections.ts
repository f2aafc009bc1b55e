import { runUntilSignal } from './run-until-signal';

/** Production: keeps the read models caught up with the event store. Run one or more: they divide the groups by lease. */
await runUntilSignal({ roles: { api: false, projections: true, workers: false } });
