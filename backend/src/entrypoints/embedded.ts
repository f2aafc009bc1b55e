import { runUntilSignal } from './run-until-signal';

/** `npm start`: API, built client, projections and jobs in one process; PGlite in .data/ unless DATABASE_URL is set. */
await runUntilSignal({ embedded: true });
