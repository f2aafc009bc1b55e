export * from './raffles-projector';
export * from './raffles-queries';
export * from './draw-runs-queries';
