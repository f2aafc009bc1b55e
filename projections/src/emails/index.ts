export * from './emails-projector';
export * from './emails-queries';
