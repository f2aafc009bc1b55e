export * from './catalogue';
export * from './constants';
export * from './events';
export * from './routes';
export * from './schedule';
export * from './schemas';
export * from './texts';
