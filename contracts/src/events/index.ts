export * from './catalogue-entry';
export * from './catalogue';
export * from './render-catalogue';
export * from './labels';
