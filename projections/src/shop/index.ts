export * from './shop-projector';
export * from './shop-queries';
