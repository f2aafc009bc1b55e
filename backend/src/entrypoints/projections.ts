import { runUntilSignal } from './run-until-signal';

/** Production: keeps every read model caught up with the event store. Run one or more. */
await runUntilSignal({ roles: { api: false, projections: true, workers: false } });
