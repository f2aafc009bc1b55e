export * from './constants';
export * from './events';
export * from './routes';
export * from './schemas';
export * from './texts';
