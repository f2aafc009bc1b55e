export * from './constants';
export * from './overperformance';
export * from './routes';
export * from './schemas';
export * from './texts';
