import { clientRoutes, emailTexts, parseDrawId, raffleById, receiptPath, type OptionalEmailPreference } from '@fr/contracts';
import type { MailMessage } from '@fr/workers';
import { renderEmail, type EmailContent } from '../../platform/mail/email-layout';
import { emailDateTime } from '../../platform/mail/email-date';

/** What every template is given about its reader and where links lead. */
export interface Reader {
  username: string;
  timeZone: string;
  /** The product's public origin, e.g. `https://fantasy-rewards.example`. */
  publicUrl: string;
}

/** An e-mail ready for the send-email job, without its recipient; optional ones carry their unsubscribe headers. */
export type Mail = EmailContent & Pick<MailMessage, 'headers'>;

const link = (reader: Reader, path: string) => `${reader.publicUrl}${path}`;

/**
 * An optional e-mail: the footer's unsubscribe link and RFC 8058's headers name the same one-click URL, whose POST
 * turns the governing switch off (RFC 2369 angle brackets; RFC 8058 wants HTTPS in production, where PUBLIC_URL is).
 */
export function optional(content: EmailContent, unsubscribeUrl: string): Mail {
  return { ...content, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

export const raffleNameOfDraw = (drawId: string) => {
  const raffleId = parseDrawId(drawId)?.raffleId;
  return (raffleId && raffleById(raffleId)?.name) || drawId;
};

export function winnerNoticeEmail(reader: Reader, prize: { prizeName: string; drawId: string; claimDeadline: string }): Mail {
  const t = emailTexts.winnerNotice;
  return renderEmail({
    subject: t.subject(prize.prizeName),
    preview: t.preview,
    heading: t.heading,
    paragraphs: [
      emailTexts.greeting(reader.username),
      t.body(prize.prizeName, raffleNameOfDraw(prize.drawId)),
      t.deadline(emailDateTime(prize.claimDeadline, reader.timeZone)),
    ],
    action: { label: t.action, url: link(reader, clientRoutes.profile) },
  });
}

export function claimReminderEmail(reader: Reader, prize: { name: string; claimDeadline: Date }, unsubscribeUrl: string): Mail {
  const t = emailTexts.claimReminder;
  return optional(
    renderEmail({
      subject: t.subject(prize.name),
      preview: t.preview,
      heading: t.heading,
      paragraphs: [emailTexts.greeting(reader.username), t.body(prize.name, emailDateTime(prize.claimDeadline, reader.timeZone))],
      action: { label: t.action, url: link(reader, clientRoutes.profile) },
      unsubscribeUrl,
    }),
    unsubscribeUrl,
  );
}

export function prizeClaimedEmail(reader: Reader, prize: { prizeName: string; redeemCode: string | null }): Mail {
  const t = emailTexts.prizeClaimed;
  return renderEmail({
    subject: t.subject(prize.prizeName),
    preview: t.preview,
    heading: t.heading,
    paragraphs: [
      emailTexts.greeting(reader.username),
      t.body(prize.prizeName),
      ...(prize.redeemCode ? [t.redeemCode(prize.redeemCode)] : []),
    ],
    action: { label: t.action, url: link(reader, clientRoutes.profile) },
  });
}

export function purchaseReceiptEmail(
  reader: Reader,
  purchase: {
    coins: number;
    bonus: number;
    priceCents: number;
    paymentReference: string;
    completedAt: string;
    purchaseId?: string;
    testMode?: boolean;
  },
): Mail {
  const t = emailTexts.purchaseReceipt;
  // A receipt queued before receipt pages existed links to the Bank.
  const action = purchase.purchaseId
    ? { label: t.receiptAction, url: link(reader, receiptPath(purchase.purchaseId)) }
    : { label: t.action, url: link(reader, clientRoutes.bank) };
  return renderEmail({
    subject: t.subject,
    preview: t.preview,
    heading: t.heading,
    paragraphs: [
      emailTexts.greeting(reader.username),
      t.amount(purchase.priceCents),
      t.coins(purchase.coins),
      ...(purchase.bonus > 0 ? [t.bonus(purchase.bonus)] : []),
      t.reference(purchase.paymentReference),
      t.date(emailDateTime(purchase.completedAt, reader.timeZone)),
      ...(purchase.testMode ? [t.testMode] : []),
    ],
    action,
  });
}

export function selfExclusionEmail(reader: Reader, exclusion: { days: number; until: string }): Mail {
  const t = emailTexts.selfExclusion;
  return renderEmail({
    subject: t.subject,
    preview: t.preview,
    heading: t.heading,
    paragraphs: [emailTexts.greeting(reader.username), t.body(exclusion.days, emailDateTime(exclusion.until, reader.timeZone))],
    notes: [t.help],
  });
}

export function drawResultsEmail(reader: Reader, draw: { drawId: string; entrants: number; won: boolean }, unsubscribeUrl: string): Mail {
  const t = emailTexts.drawResults;
  const raffle = raffleNameOfDraw(draw.drawId);
  return optional(
    renderEmail({
      subject: t.subject(raffle),
      preview: t.preview,
      heading: t.heading,
      paragraphs: [emailTexts.greeting(reader.username), t.body(raffle, draw.entrants), draw.won ? t.won : t.notWon],
      action: { label: t.action, url: link(reader, clientRoutes.drawProof.replace(':drawId', encodeURIComponent(draw.drawId))) },
      unsubscribeUrl,
    }),
    unsubscribeUrl,
  );
}

export function weeklySummaryEmail(
  reader: Reader,
  summary: { coins: number; tickets: number; pendingPrizes: number },
  unsubscribeUrl: string,
): Mail {
  const t = emailTexts.weeklySummary;
  return optional(
    renderEmail({
      subject: t.subject,
      preview: t.preview,
      heading: t.heading,
      paragraphs: [
        emailTexts.greeting(reader.username),
        t.coins(summary.coins),
        t.tickets(summary.tickets),
        t.prizes(summary.pendingPrizes),
      ],
      action: { label: t.action, url: link(reader, clientRoutes.dashboard) },
      unsubscribeUrl,
    }),
    unsubscribeUrl,
  );
}

/** Which switch governs each optional e-mail (the others are about the account and always sent). */
export const governingSwitch = {
  drawResults: 'drawResults',
  claimReminder: 'prizeUpdates',
  weeklySummary: 'marketing',
} as const satisfies Record<string, OptionalEmailPreference>;
