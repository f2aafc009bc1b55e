export * from './profile-projector';
export * from './profile-queries';
