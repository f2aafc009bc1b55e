export * from './prizes-projector';
export * from './prizes-queries';
export * from './fulfilment-queries';
