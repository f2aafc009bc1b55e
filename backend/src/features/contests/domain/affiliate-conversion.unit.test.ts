import { describe, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { affiliateConversionDecider, type RecordConversion } from './affiliate-conversion';

const now = new Date('2026-11-17T15:00:00Z');
const spec = deciderSpec(affiliateConversionDecider, { now, recordedUnderOldName: false });
const conversion: RecordConversion['conversion'] = {
  conversionId: 'draftkings:tx-1',
  partner: 'draftkings',
  platform: 'DraftKings',
  event: 'signup',
  transactionId: 'tx-1',
  clickId: 'clk_0123',
  contestId: 'dk-nfl-sunday-millionaire',
  userId: 'u1',
  commissionCents: 2500,
  occurredAt: null,
};
const recorded = { type: 'AffiliateConversionRecorded' as const, data: { ...conversion, recordedAt: now.toISOString() } };

describe('affiliate conversions', () => {
  it('records a conversion with its commission, stamped with our clock', () => {
    spec.given().when({ type: 'RecordConversion', conversion }).then([recorded]);
  });

  it('records a transaction once, whatever a retry carries', () => {
    spec
      .given(recorded)
      .when({ type: 'RecordConversion', conversion: { ...conversion, commissionCents: 999_999 } })
      .thenNothing();
  });

  it('records nothing when the old, ambiguous stream name already holds this conversion', () => {
    deciderSpec(affiliateConversionDecider, { now, recordedUnderOldName: true })
      .given()
      .when({ type: 'RecordConversion', conversion })
      .thenNothing();
  });
});
