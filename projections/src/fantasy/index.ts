export * from './fantasy-projector';
export * from './fantasy-queries';
