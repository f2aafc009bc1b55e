export * from './admin-projector';
export * from './admin-queries';
