import { describe, expect, it } from 'vitest';
import { affiliateConversionStreams } from './events';

describe('affiliate conversion stream names', () => {
  it('keeps the first name where no other partner could have the same one, so recorded streams are found', () => {
    expect(affiliateConversionStreams('draftkings', 'tx-1')).toEqual({ stream: 'affiliate-conversion-draftkings-tx-1', legacy: null });
    expect(affiliateConversionStreams('prizepicks', 'sportsbook-1')).toEqual({
      stream: 'affiliate-conversion-prizepicks-sportsbook-1',
      legacy: null,
    });
  });

  it('gives two partners whose first names met two streams, and names the old one to read', () => {
    const short = affiliateConversionStreams('draftkings', 'sportsbook-1');
    const long = affiliateConversionStreams('draftkings-sportsbook', '1');
    expect(short.legacy).toBe('affiliate-conversion-draftkings-sportsbook-1');
    expect(long.legacy).toBe(short.legacy);
    expect(short.stream).toBe('affiliate-conversion:draftkings:sportsbook-1');
    expect(long.stream).toBe('affiliate-conversion:draftkings-sportsbook:1');
  });
});
