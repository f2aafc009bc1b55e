export { defineProjector, parseEventData, type EventHandler, type EventHandlers, type Projector } from './projector';
export { ProjectionRunner, type RunnerOptions } from './runner/projection-runner';
export { CheckpointWatcher } from './runner/checkpoint-watcher';
export { rebuildProjections, checksumProjector } from './runner/rebuild';
export { withTransaction } from './runner/transaction';
export { readCheckpoint } from './runner/checkpoints';
export { checkIntegrity, type IntegrityResult } from './runner/integrity-check';

// Read models, one folder each: schema, projector, queries.
export * from './accounts';
export * from './coins';
export * from './coin-adjustments';
export * from './check-in';
export * from './challenges';
export * from './shop';
export * from './bank';
export * from './fantasy';
export * from './raffles';
export * from './prizes';
export * from './eligibility';
export * from './contests';
export * from './profile';
export * from './analytics';
export * from './admin';
export * from './ledger';
export * from './notifications';
export * from './emails';
export * from './legal';
export * from './leaderboard';
