export * from './coin-adjustments-projector';
export * from './coin-adjustments-queries';
