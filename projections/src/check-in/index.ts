export * from './check-in-projector';
export * from './check-in-queries';
