export * from './catalogue-projector';
export * from './catalogue-queries';
