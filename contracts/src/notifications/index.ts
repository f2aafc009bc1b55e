export * from './constants';
export * from './events';
export * from './messages';
export * from './routes';
export * from './schemas';
export * from './texts';
