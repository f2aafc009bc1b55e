import { accountsProjector } from './accounts/accounts-projector';
import { ledgerProjector } from './ledger/ledger-projector';
import { fantasyProjector } from './fantasy/fantasy-projector';
import { economyProjector } from './economy/economy-projector';
import type { Projector } from './projector';

export type { Projector } from './projector';
export { ProjectionRunner, type RunnerOptions } from './runner/projection-runner';
export { CheckpointWatcher } from './runner/checkpoint-watcher';
export { rebuildProjections, checksumProjector } from './runner/rebuild';
export { withTransaction } from './runner/transaction';
export { playerAccount, systemAccount } from './ledger/ledger-movements';

/** Every read model, in the order the runner catches them up. */
export const allProjectors: readonly Projector[] = [accountsProjector, ledgerProjector, fantasyProjector, economyProjector];
