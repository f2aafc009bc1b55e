export * from './bank-projector';
export * from './bank-queries';
