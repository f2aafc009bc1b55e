export { LedgerTab } from './ledger-tab';
