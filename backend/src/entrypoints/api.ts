import { runUntilSignal } from './run-until-signal';

/** Production: the HTTP API (and built client) only; projections and workers run as their own processes. */
await runUntilSignal({ roles: { api: true, projections: false, workers: false } });
