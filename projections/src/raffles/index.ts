export * from './raffles-projector';
export * from './raffles-queries';
