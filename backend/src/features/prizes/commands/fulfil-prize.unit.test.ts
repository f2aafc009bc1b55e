import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { award, awardId, claim, day, history, spec, userId, type PlayerCommand } from '../../../testing/player-fixtures';

const adminId = 'admin-1';
const ship = (trackingNumber = '1Z999AA1'): PlayerCommand => ({
  type: 'MarkPrizeShipped',
  awardId,
  adminId,
  carrier: 'UPS',
  trackingNumber,
});
const deliver: PlayerCommand = { type: 'MarkPrizeDelivered', awardId, adminId };
const pay = (paymentReference = 'ACH-1'): PlayerCommand => ({ type: 'MarkPrizeCashPaid', awardId, adminId, paymentReference });
const contact = (contactId = 'c1'): PlayerCommand => ({ type: 'ContactWinner', awardId, adminId, contactId, template: 'claim_reminder' });
const forfeit: PlayerCommand = { type: 'ForfeitPrize', awardId, byAdmin: { adminId, note: 'Winner found ineligible' } };

const won = () => history([[award()]]);
const claimed = () => history([[award()], [claim()]]);
const shipped = () => history([[award()], [claim()], [ship()]]);
const awardCash = (): PlayerCommand => {
  const physical = award() as Extract<PlayerCommand, { type: 'AwardPrize' }>;
  return { ...physical, award: { ...physical.award, type: 'cash' } };
};
const cashClaimed = () => history([[awardCash()], [claim({ shippingAddressOnFile: false })]]);
const wrong = (action: string, state: string) => texts.server.fulfilmentWrongState(action, state);

describe('MarkPrizeShipped', () => {
  it('ships a claimed prize with its carrier and tracking number', () => {
    spec
      .given(...claimed())
      .when(ship())
      .then([
        {
          type: 'PrizeShipped',
          data: { userId, awardId, adminId, carrier: 'UPS', trackingNumber: '1Z999AA1', shippedAt: day(22).toISOString() },
        },
      ]);
  });
  it('decides nothing when shipped again with the same tracking, and refuses another', () => {
    spec
      .given(...shipped())
      .when(ship())
      .thenNothing();
    spec
      .given(...shipped())
      .when(ship('1Z000'))
      .thenRefuses(texts.server.fulfilmentAlreadyShipped);
  });
  it('refuses an unclaimed prize, a cash prize and a forfeited one, in words', () => {
    spec
      .given(...won())
      .when(ship())
      .thenRefuses(wrong('shipped', 'won, unclaimed'));
    spec
      .given(...cashClaimed())
      .when(ship())
      .thenRefuses(texts.server.fulfilmentNotPhysical);
    spec
      .given(...history([[forfeit]], won()))
      .when(ship())
      .thenRefuses(wrong('shipped', 'forfeited'));
  });
});

describe('MarkPrizeDelivered', () => {
  it('delivers a shipped prize once', () => {
    spec
      .given(...shipped())
      .when(deliver)
      .then([{ type: 'PrizeDelivered', data: { userId, awardId, adminId, deliveredAt: day(22).toISOString() } }]);
    spec
      .given(...history([[deliver]], shipped()))
      .when(deliver)
      .thenNothing();
  });
  it('refuses a prize not shipped yet', () => {
    spec
      .given(...claimed())
      .when(deliver)
      .thenRefuses(wrong('delivered', 'claimed'));
  });
});

describe('MarkPrizeCashPaid', () => {
  it('pays a claimed cash prize once with its reference', () => {
    spec
      .given(...cashClaimed())
      .when(pay())
      .then([{ type: 'PrizeCashPaid', data: { userId, awardId, adminId, paymentReference: 'ACH-1', paidAt: day(22).toISOString() } }]);
    spec
      .given(...history([[pay()]], cashClaimed()))
      .when(pay())
      .thenNothing();
    spec
      .given(...history([[pay()]], cashClaimed()))
      .when(pay('ACH-2'))
      .thenRefuses(texts.server.fulfilmentAlreadyPaid);
  });
  it('refuses a prize that is shipped, not paid', () => {
    spec
      .given(...claimed())
      .when(pay())
      .thenRefuses(texts.server.fulfilmentNotCash);
  });
});

describe('ForfeitPrize by an admin', () => {
  it('forfeits a claimed prize with the reason, before its deadline', () => {
    spec
      .given(...claimed())
      .when(forfeit)
      .then([
        {
          type: 'PrizeForfeited',
          data: { userId, awardId, reason: 'operator', adminId, note: 'Winner found ineligible', forfeitedAt: day(22).toISOString() },
        },
      ]);
  });
  it('refuses a shipped prize, and decides nothing for one already forfeited', () => {
    spec
      .given(...shipped())
      .when(forfeit)
      .thenRefuses(wrong('forfeited', 'shipped'));
    spec
      .given(...history([[forfeit]], won()))
      .when(forfeit)
      .thenNothing();
  });
});

describe('ContactWinner', () => {
  it('records the template once per contact id', () => {
    spec
      .given(...won())
      .when(contact())
      .then([
        {
          type: 'PrizeWinnerContacted',
          data: { userId, awardId, adminId, contactId: 'c1', template: 'claim_reminder', sentAt: day(22).toISOString() },
        },
      ]);
    spec
      .given(...history([[contact()]], won()))
      .when(contact())
      .thenNothing();
  });
  it('refuses a forfeited prize', () => {
    spec
      .given(...history([[forfeit]], won()))
      .when(contact('c2'))
      .thenRefuses(wrong('e-mailed about', 'forfeited'));
  });
});
