export * from './prizes-projector';
export * from './prizes-queries';
