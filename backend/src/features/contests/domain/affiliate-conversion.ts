import type { DomainEvent, EventData } from '@fr/contracts';
import type { Decider } from '../../../write/decider';

export type AffiliateConversionEvent = Extract<DomainEvent, { type: 'AffiliateConversionRecorded' }>;

export interface RecordConversion {
  type: 'RecordConversion';
  conversion: Omit<EventData<'AffiliateConversionRecorded'>, 'recordedAt'>;
}

/**
 * One partner conversion (`affiliate-conversion-{partner}-{transactionId}`): recorded once, whatever the partner sends
 * again under the same transaction id (a retried postback changes nothing, its commission included).
 */
export const affiliateConversionDecider: Decider<{ recorded: boolean }, RecordConversion, { now: Date }, AffiliateConversionEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide(command, state, { now }) {
    if (state.recorded) return [];
    return [{ type: 'AffiliateConversionRecorded', data: { ...command.conversion, recordedAt: now.toISOString() } }];
  },
};
