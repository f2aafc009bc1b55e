/** Issue 23: where a won prize stands for the operators who fulfil it, from the winner's prize events. */
export const fulfilmentStates = ['won', 'claimed', 'shipped', 'delivered', 'paid', 'forfeited'] as const;
export type FulfilmentState = (typeof fulfilmentStates)[number];

/** The e-mails an operator can send a winner about their prize (texts in prizesTexts.fulfilment.templates). */
export const winnerContactTemplates = ['claim_reminder', 'shipping_update', 'need_tax_form'] as const;
export type WinnerContactTemplate = (typeof winnerContactTemplates)[number];

/** Ours: the longest carrier name, tracking number, payment reference and forfeit reason an operator may enter. */
export const MAX_CARRIER_LENGTH = 60;
export const MAX_TRACKING_NUMBER_LENGTH = 80;
export const MAX_PAYMENT_REFERENCE_LENGTH = 120;
/** Ours: a forfeit says why in a few words at least, since the winner loses the prize by it. */
export const MIN_FORFEIT_REASON_LENGTH = 5;
export const MAX_FORFEIT_REASON_LENGTH = 500;

/** Ours: the fulfilment queue answers at most this many prizes at once, newest first. */
export const FULFILMENT_QUEUE_LIMIT = 200;

/** The file name of the winners export carries its date range, so two downloads never overwrite each other. */
export const prizeWinnersExportFileName = (from: string, to: string) => `prize_winners_${from}_to_${to}.csv`;
