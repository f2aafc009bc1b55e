export * from './constants';
export * from './dates';
export * from './schemas';
export * from './texts';
export * from './routes';
