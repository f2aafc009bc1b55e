export * from './contests-projector';
export * from './contests-queries';
