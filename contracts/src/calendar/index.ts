export * from './local-day';
