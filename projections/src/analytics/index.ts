export * from './analytics-projector';
export * from './analytics-queries';
export * from './analytics-snapshots';
export * from './analytics-exports';
export { analyticsSnapshotsSchemaSql } from './analytics-schema';
export * from './finance-queries';
