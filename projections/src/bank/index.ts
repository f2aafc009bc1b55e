export * from './bank-projector';
