import { describe, expect, it } from 'vitest';
import { emailLayoutTexts } from '@fr/contracts';
import {
  claimReminderEmail,
  drawResultsEmail,
  prizeClaimedEmail,
  purchaseReceiptEmail,
  selfExclusionEmail,
  weeklySummaryEmail,
  winnerNoticeEmail,
  type Mail,
} from './templates';

const reader = { username: 'ada', timeZone: 'America/Los_Angeles', publicUrl: 'https://fr.test' };
const unsubscribe = 'https://fr.test/api/emails/unsubscribe?token=abc.def';

/** Both parts say it: the HTML for mail clients, the text for those that show only text. */
const expectInBoth = (mail: Mail, ...needles: string[]) => {
  for (const needle of needles) {
    expect(mail.text).toContain(needle);
    expect(mail.html).toContain(needle);
  }
};

const expectRequired = (mail: Mail) => {
  expect(mail.headers).toBeUndefined();
  expect(mail.text).toContain(emailLayoutTexts.whyRequired);
  expect(mail.text).not.toContain(emailLayoutTexts.unsubscribe);
};

const expectOptional = (mail: Mail) => {
  expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  expect(mail.html).toContain(`href="${unsubscribe}"`);
  expect(mail.text).toContain(unsubscribe);
};

describe('required e-mails', () => {
  it('winner notice: the prize, the raffle, the deadline in the reader’s time zone and the claim link', () => {
    const mail = winnerNoticeEmail(reader, {
      prizeName: 'NFL Team Merchandise Pack',
      drawId: 'nfl-bronze-2026-11-10',
      claimDeadline: '2026-11-25T04:59:00.000Z',
    });
    expect(mail.subject).toBe('You won NFL Team Merchandise Pack!');
    expectInBoth(mail, 'Hi ada,', 'NFL Bronze Raffle', 'Claim it by Nov 24, 2026, 8:59 PM PST', 'https://fr.test/profile');
    expectRequired(mail);
  });

  it('prize claimed: the redeem code when there is one, and none otherwise', () => {
    const withCode = prizeClaimedEmail(reader, { prizeName: 'Gift Card', redeemCode: 'FR-ABCD-1234' });
    expect(withCode.subject).toBe('Prize claimed: Gift Card');
    expectInBoth(withCode, 'Your redeem code: FR-ABCD-1234');
    expectRequired(withCode);
    expect(prizeClaimedEmail(reader, { prizeName: 'Gift Card', redeemCode: null }).text).not.toContain('redeem code');
  });

  it('receipt: amount paid, coins, bonus and the payment reference; no bonus line without a bonus', () => {
    const purchase = { coins: 2500, bonus: 500, priceCents: 999, paymentReference: 'pi_3Nabc', completedAt: '2026-11-20T18:00:00.000Z' };
    const mail = purchaseReceiptEmail(reader, purchase);
    expectInBoth(mail, 'Amount paid: $9.99', 'Coins: 2,500', 'Bonus coins: 500', 'Payment reference: pi_3Nabc', 'Nov 20, 2026');
    expectRequired(mail);
    expect(purchaseReceiptEmail(reader, { ...purchase, bonus: 0 }).text).not.toContain('Bonus');
    expect(mail.text).not.toContain('TEST MODE');
  });

  it("receipt: links to the purchase's receipt page and marks a test purchase", () => {
    const purchase = { coins: 1000, bonus: 0, priceCents: 499, paymentReference: 'sandbox_ab', completedAt: '2026-11-20T18:00:00.000Z' };
    const mail = purchaseReceiptEmail(reader, { ...purchase, purchaseId: 'sandbox_ab', testMode: true });
    expectInBoth(mail, `${reader.publicUrl}/bank/receipts/sandbox_ab`, 'View your receipt', 'TEST MODE');
    // Queued before receipt pages: the Bank.
    expectInBoth(purchaseReceiptEmail(reader, purchase), `${reader.publicUrl}/bank`, 'Open your bank');
  });

  it('self-exclusion: its length, its end and where to find help', () => {
    const mail = selfExclusionEmail(reader, { days: 90, until: '2027-02-18T17:00:00.000Z' });
    expectInBoth(mail, 'You excluded yourself for 90 days.', 'Feb 18, 2027', '1-800-GAMBLER');
    expectRequired(mail);
  });

  it('escapes what players named in the HTML', () => {
    const mail = prizeClaimedEmail({ ...reader, username: '<img src=x>' }, { prizeName: 'P', redeemCode: null });
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.html).toContain('&lt;img src=x&gt;');
  });
});

describe('optional e-mails carry the one-click unsubscribe', () => {
  it('claim reminder', () => {
    const mail = claimReminderEmail(reader, { name: 'Gift Card', claimDeadline: new Date('2026-11-25T04:59:00.000Z') }, unsubscribe);
    expect(mail.subject).toBe('Reminder: claim Gift Card within 3 days');
    expectInBoth(mail, 'Claim it by Nov 24, 2026, 8:59 PM PST', 'https://fr.test/profile');
    expectOptional(mail);
  });

  it('draw results, for a winner and for everyone else, with the proof link', () => {
    const won = drawResultsEmail(reader, { drawId: 'nba-gold-2026-11-30', entrants: 1234, won: true }, unsubscribe);
    expect(won.subject).toBe('Draw results: NBA Gold Raffle');
    expectInBoth(won, 'among 1,234 entries', 'Your ticket won', 'https://fr.test/raffles/draws/nba-gold-2026-11-30');
    expectOptional(won);
    const lost = drawResultsEmail(reader, { drawId: 'nba-gold-2026-11-30', entrants: 2, won: false }, unsubscribe);
    expect(lost.text).toContain('did not win this time');
  });

  it('weekly summary', () => {
    const mail = weeklySummaryEmail(reader, { coins: 12500, tickets: 7, pendingPrizes: 1 }, unsubscribe);
    expectInBoth(mail, 'Coin balance: 12,500', 'Raffle tickets: 7', 'Prizes waiting to be claimed: 1');
    expectOptional(mail);
  });
});
