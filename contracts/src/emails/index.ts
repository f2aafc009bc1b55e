export * from './constants';
export * from './texts';
