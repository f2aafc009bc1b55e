export * from './port';
export * from './projection-groups';
