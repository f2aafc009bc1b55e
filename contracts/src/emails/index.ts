export * from './constants';
export * from './texts';
export * from './routes';
