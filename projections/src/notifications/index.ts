export * from './notifications-projector';
export * from './notifications-queries';
