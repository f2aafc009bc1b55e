export * from './legal-projector';
export * from './legal-queries';
