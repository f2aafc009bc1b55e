export * from './accounts-projector';
export * from './accounts-queries';
