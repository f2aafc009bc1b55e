export * from './challenges-projector';
export * from './challenges-queries';
