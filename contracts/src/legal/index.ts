export * from './constants';
export * from './documents';
export * from './events';
export * from './routes';
export * from './schemas';
export * from './texts';
