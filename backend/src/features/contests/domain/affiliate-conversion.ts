import type { DomainEvent, EventData } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type AffiliateConversionEvent = Extract<DomainEvent, { type: 'AffiliateConversionRecorded' }>;

export interface RecordConversion {
  type: 'RecordConversion';
  conversion: Omit<EventData<'AffiliateConversionRecorded'>, 'recordedAt'>;
}

export interface ConversionContext {
  now: Date;
  /** The ambiguous old stream name (contracts' affiliateConversionStreams) already holds this very conversion. */
  recordedUnderOldName: boolean;
}

/**
 * One partner conversion (`affiliate-conversion-{partner}-{transactionId}`, or its unambiguous name): recorded once,
 * whatever the partner sends again under the same transaction id (a retried postback changes nothing, its commission
 * included), also when the first one went to the old name.
 */
export const affiliateConversionDecider: Decider<{ recorded: boolean }, RecordConversion, ConversionContext, AffiliateConversionEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide(command, state, { now, recordedUnderOldName }) {
    if (state.recorded || recordedUnderOldName) return [];
    return [{ type: 'AffiliateConversionRecorded', data: { ...command.conversion, recordedAt: now.toISOString() } }];
  },
};
