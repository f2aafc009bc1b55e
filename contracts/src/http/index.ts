export * from './errors';
export * from './limits';
export * from './names';
export * from './route-contract';
export * from './routes';
export * from './schemas';
export * from './texts';
