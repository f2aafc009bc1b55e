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
    status: { queued: 'Queued', passed: 'Passed', failed: 'Failed' },
  },
} as const;

export const ledgerServerTexts = {
  integrityCheckQueued: 'Integrity check queued.',
  integrityCheckUnknown: 'No such integrity check.',
  integrityCheckRunning: 'An integrity check is already running. Wait for its report before starting another.',
  integrityCheckLimit: (count: number, hours: number) =>
    `At most ${count} integrity checks can be started in ${hours} hours. Please try again later.`,
} as const;
