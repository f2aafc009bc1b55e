import { ledgerProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { ledgerJobs, runIntegrityCheck, type LedgerJobs } from './integrity-job';
import { ledgerRoutes } from './ledger-routes';

export { walletAsOf } from './domain/stream-view';
export { actorId, streamView } from './domain/stream-view';
export { integrityCheckDecider } from './domain/integrity-check';

/** The ledger audit explorer of the admin portal (issue 11): streams with causes, balances as of a moment, the trial balance, integrity checks. */
export const ledgerFeature = defineFeature<LedgerJobs>({
  name: 'ledger',
  projectors: [ledgerProjector],
  jobs: ledgerJobs,
  open(services) {
    return {
      routers: [ledgerRoutes(services)],
      processors: { 'integrity-check': ({ checkId }) => runIntegrityCheck(services, checkId) },
    };
  },
});
