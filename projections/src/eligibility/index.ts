export * from './eligibility-projector';
export * from './eligibility-queries';
