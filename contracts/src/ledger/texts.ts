import type { SystemAccount } from '../coins/events';

/** Ours: the ledger audit explorer's texts (the spec has no ledger tab). */
export const ledgerTexts = {
  ledger: {
    searchLabel: 'Find a player',
    searchHint: 'Username or e-mail',
    noPlayer: 'Choose a player to see their stream, balance and lots.',
    streamTitle: 'Stream',
    noEvents: 'No events on this stream yet.',
    asOfLabel: 'Balance as of',
    replayed: 'Replayed from the events',
    fromLedger: 'From the ledger entries',
    matches: 'Both agree',
    differs: 'They differ',
    trialBalanceTitle: 'Trial balance',
    balanced: 'Balanced: every lot sums to zero and no player is negative',
    unbalanced: 'Not balanced',
    integrityTitle: 'Integrity checks',
    runCheck: 'Run integrity check',
    noChecks: 'No integrity check has run yet.',
    loadFailed: 'Failed to load ledger data.',
    when: 'When',
    event: 'Event',
    coins: 'Coins',
    balanceAfter: 'Balance after',
    cause: 'Cause',
    lot: 'Lot',
    players: 'Players',
    system: 'System',
    total: 'Total',
    eventsReplayed: 'events replayed',
    differsAt: 'differs',
    notCompared: 'kept moving; not compared',
    readModel: (name: string) => `Read model “${name}”`,
    tableDiffers: (table: string, live: number, rebuilt: number, missing: number, unexpected: number) =>
      `Table ${table}: ${live.toLocaleString('en-US')} rows, ${rebuilt.toLocaleString('en-US')} after a rebuild (${missing.toLocaleString('en-US')} missing, ${unexpected.toLocaleString('en-US')} not in the rebuild)`,
    missingRows: 'Missing (the rebuild has them)',
    unexpectedRows: 'Not in the rebuild',
    status: { queued: 'Queued', passed: 'Passed', failed: 'Failed' },
    by: 'by',
    requestedBy: 'Requested by',
    causeIds: 'Command and request ids',
  },
} as const;

/** The system accounts in words (issue 23): where coins come from and go to. */
export const systemAccountLabels = {
  mint: 'Mint: where earned and given coins come from',
  bank: 'Bank: where bought coins come from and refunds return',
  sink: 'Sink: where spent coins go',
} as const satisfies Record<SystemAccount, string>;

const isSystemAccount = (name: string): name is SystemAccount => Object.hasOwn(systemAccountLabels, name);

/** A ledger account in words: `system:mint` reads as the mint's label; any other shows as the ledger names it. */
export function ledgerAccountLabel(account: string): string {
  const name = account.replace(/^system:/, '');
  return isSystemAccount(name) ? systemAccountLabels[name] : account;
}

/**
 * The commands that write to a player's stream, in words, for the cause of each event in the ledger explorer. A
 * command not listed reads as its name split into words ("ClaimBonus" as "Claim bonus").
 */
export const commandLabels: Readonly<Record<string, string>> = {
  CompleteCoinPurchase: 'Coin purchase',
  ReverseCoinPurchase: 'Refund or dispute of a coin purchase',
  OpenCoinCheckout: 'Coin checkout',
  ReleaseCoinCheckout: 'Coin checkout released',
  RefuseCoinPurchase: 'Coin purchase refused',
  CheckIn: 'Daily check-in',
  CompleteChallenge: 'Challenge completed',
  ClaimBonus: 'Challenge bonus',
  PurchaseBoost: 'Boost bought in the shop',
  ApplyBoost: 'Boost applied to a team',
  PurchaseStyle: 'Style item bought in the shop',
  EquipStyle: 'Style item equipped',
  AwardPrize: 'Prize awarded by a draw',
  ForfeitPrize: 'Prize forfeited',
  ClaimPrize: 'Prize claimed',
  RedeemPrize: 'Prize redeemed',
  DeclareEligibility: 'Eligibility declared',
  UpdateSettings: 'Profile settings',
  SetPurchaseLimit: 'Purchase limit',
  StartSelfExclusion: 'Self-exclusion',
  Credit: 'Coins granted',
  LockPlayer: 'Player locked',
  UnlockPlayer: 'Player unlocked',
};

/** A command in words. */
export function commandLabel(command: string): string {
  if (Object.hasOwn(commandLabels, command)) return commandLabels[command] ?? command;
  const words = command.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ledgerServerTexts = {
  integrityCheckQueued: 'Integrity check queued.',
  integrityCheckUnknown: 'No such integrity check.',
  integrityCheckRunning: 'An integrity check is already running. Wait for its report before starting another.',
  integrityCheckLimit: (count: number, hours: number) =>
    `At most ${count} integrity checks can be started in ${hours} hours. Please try again later.`,
} as const;
