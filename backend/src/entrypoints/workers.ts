import { runUntilSignal } from './run-until-signal';

/** Production: BullMQ workers (mail today; sync, scoring, draws and metrics as they land). Run as many as needed. */
await runUntilSignal({ roles: { api: false, projections: false, workers: true } });
