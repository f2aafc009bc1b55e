export * from './constants';
export * from './events';
export * from './level';
export * from './purchase-limit';
export * from './routes';
export * from './schemas';
export * from './texts';
