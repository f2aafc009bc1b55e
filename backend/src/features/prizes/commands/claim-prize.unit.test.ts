import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { award, awardId, claim, day, history, spec, userId, type PlayerCommand } from '../../../testing/player-fixtures';

const won = (value = 250, deadline = day(30)) => history([[award(awardId, value, deadline)]]);

/** The refusal a claim meets, to check its error code as well as its message. */
function refusal(decide: () => unknown): DomainError {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the claim was accepted');
}

describe('ClaimPrize', () => {
  it('accepts an eligible claim: the age on the claim date, the state and the redeem code, not the birth date', () => {
    spec
      .given(...won())
      .when(claim())
      .then([
        {
          type: 'PrizeClaimed',
          data: {
            userId,
            awardId,
            state: 'CA',
            ageAtClaim: 36,
            taxDetailsOnFile: false,
            redeemCode: 'ABCD-EFGH-JKMN-PQRS',
            claimedAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('accepts an 18-year-old on their birthday, and refuses one a day short of it', () => {
    spec
      .given(...won())
      .when(claim({ dateOfBirth: '2008-11-22' }))
      .then([{ type: 'PrizeClaimed', data: expect.objectContaining({ ageAtClaim: 18 }) }]);
    const refused = refusal(spec.given(...won()).when(claim({ dateOfBirth: '2008-11-23' })).events);
    expect(refused).toMatchObject({ code: 'business_rule', message: texts.server.claimUnderage(18) });
  });

  it('counts the birthday on the New York calendar: at 10 PM in New York it is not the next day yet', () => {
    const lateEvening = { userId, now: new Date('2026-11-23T03:00:00.000Z') };
    spec
      .given(...won())
      .when(claim({ dateOfBirth: '2008-11-23' }), lateEvening)
      .thenRefuses(texts.server.claimUnderage(18));
  });

  it.each([
    ['AL', '2007-11-22', 19],
    ['NE', '2007-11-22', 19],
    ['MA', '2005-11-22', 21],
  ] as const)('refuses an 18-or-more-year-old under the age of majority in %s', (state, dateOfBirth, minimum) => {
    spec
      .given(...won())
      .when(claim({ state, dateOfBirth: state === 'MA' ? '2006-11-22' : '2008-11-22' }))
      .thenRefuses(texts.server.claimUnderage(minimum));
    spec
      .given(...won())
      .when(claim({ state, dateOfBirth }))
      .then([{ type: 'PrizeClaimed', data: expect.objectContaining({ state, ageAtClaim: minimum }) }]);
  });

  it('refuses a 20-year-old in MA', () => {
    spec
      .given(...won())
      .when(claim({ state: 'MA', dateOfBirth: '2006-05-01' }))
      .thenRefuses(texts.server.claimUnderage(21));
  });

  it.each(['NY', 'FL', 'RI'] as const)('refuses a claim from %s, where the official rules are void', (state) => {
    const refused = refusal(spec.given(...won()).when(claim({ state })).events);
    expect(refused).toMatchObject({ code: 'business_rule', message: texts.server.claimVoidState });
  });

  it('requires tax details for a prize of $600 or more, and only then', () => {
    spec
      .given(...won(600))
      .when(claim())
      .thenRefuses(texts.server.claimTaxDetailsRequired);
    spec
      .given(...won(600))
      .when(claim({ taxDetailsOnFile: true }))
      .then([{ type: 'PrizeClaimed', data: expect.objectContaining({ taxDetailsOnFile: true }) }]);
    spec
      .given(...won(599))
      .when(claim())
      .then([{ type: 'PrizeClaimed', data: expect.objectContaining({ taxDetailsOnFile: false }) }]);
  });

  it('refuses a claim after the deadline', () => {
    const refused = refusal(spec.given(...won(250, day(21))).when(claim()).events);
    expect(refused).toMatchObject({ code: 'business_rule', message: texts.server.prizeClaimExpired });
  });

  it('refuses a forfeited prize', () => {
    const forfeited = history([[{ type: 'ForfeitPrize', awardId }]], won(250, day(21)));
    spec
      .given(...forfeited)
      .when(claim())
      .thenRefuses(texts.server.prizeForfeited);
  });

  it('decides nothing for a second claim, whatever it says: the prize keeps its first claim and code', () => {
    const claimed = history([[claim()]], won());
    spec
      .given(...claimed)
      .when(claim({ redeemCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', state: 'NY' }))
      .thenNothing();
    spec
      .given(...history([[{ type: 'RedeemPrize', awardId }]], claimed))
      .when(claim())
      .thenNothing();
  });

  it("refuses someone else's prize as not found", () => {
    const refused = refusal(spec.given(...won()).when(claim({ awardId: 'mlb-gold-2026-10-31:0' })).events);
    expect(refused).toMatchObject({ code: 'not_found', message: texts.server.prizeNotFound });
  });

  it('asks a shipping address for a prize that is sent, not for cash', () => {
    expect(refusal(spec.given(...won()).when(claim({ shippingAddressOnFile: false })).events)).toMatchObject({
      code: 'business_rule',
      message: texts.server.shippingAddressRequired,
    });
    const sent = award(awardId) as Extract<PlayerCommand, { type: 'AwardPrize' }>;
    const cash = history([[{ ...sent, award: { ...sent.award, type: 'cash' } }]]);
    expect(
      spec
        .given(...cash)
        .when(claim({ shippingAddressOnFile: false }))
        .events(),
    ).toHaveLength(1);
  });

  it.each(['2001-02-30', '2030-01-01', '1990-13-01'])('refuses the birth date %s', (dateOfBirth) => {
    const refused = refusal(spec.given(...won()).when(claim({ dateOfBirth })).events);
    expect(refused).toMatchObject({ code: 'validation_failed', message: texts.server.claimInvalidBirthDate });
  });
});
