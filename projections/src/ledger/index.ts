export * from './ledger-projector';
export * from './ledger-queries';
