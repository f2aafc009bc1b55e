export * from './coins-projector';
export * from './coins-queries';
export { playerAccount, systemAccount } from './coins-movements';
