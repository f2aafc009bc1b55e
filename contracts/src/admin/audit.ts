import { eventCatalogue, type EventData, type EventType } from '../events/catalogue';
import { isEventType } from '../events/labels';
import { catalogueChangeInWords } from '../catalogue/seed';
import { legalTexts } from '../legal/texts';

/**
 * How one admin event reads in the audit trail (issue 23): what the admin did, who did it, whom it was about, and the
 * details in words. The read model keeps the payload (without the fields in `hide`) and the console words it when read,
 * so better wording needs no rebuild.
 */
interface AuditWording<T extends EventType> {
  /** What the admin did, in words. */
  action: string;
  /** The admin who acted; null when no admin did (the spec's seed of the tiers): the trail leaves the event out. */
  actor: (data: EventData<T>) => string | null;
  /** The player or admin the action was about, where there is one. */
  subject?: (data: EventData<T>) => string | null;
  /** The details in words, one phrase each. Without it, the read model keeps no details. */
  summary?: (data: EventData<T>) => string[];
  /** Payload fields the read model never keeps (sealed secrets, old hashes). */
  hide?: ReadonlyArray<keyof EventData<T>>;
}

type AuditTable = { [T in EventType]?: AuditWording<T> };

const adjustmentInWords = (amount: number, lot: string) =>
  `${amount > 0 ? 'Granted' : 'Took back'} ${Math.abs(amount).toLocaleString('en-US')} ${lot} coins`;

const change = (label: string, before: string | number | undefined, after: string | number) =>
  before === undefined ? `${label} ${after}` : `${label} ${before} → ${after}`;

/**
 * Every admin event the audit trail shows, one entry per event type. A new admin event is one more entry here: the
 * admin read model records every type in this table, and the console words it from this entry.
 */
export const auditWordings: AuditTable = {
  AdminAccountCreated: {
    action: 'Created an admin account',
    actor: (d) => d.adminId,
    subject: (d) => d.adminId,
    summary: (d) => [`Role: ${d.role}`, d.via === 'cli' ? 'With the admin:create command' : 'With the first-start setup link'],
    hide: ['passwordHash'],
  },
  AdminSignedIn: { action: 'Signed in', actor: (d) => d.adminId },
  AdminTotpEnrolmentStarted: { action: 'Started setting up two-step sign-in', actor: (d) => d.adminId, hide: ['sealedSecret'] },
  AdminTotpEnrolled: { action: 'Turned on two-step sign-in', actor: (d) => d.adminId },
  AdminPasswordChanged: {
    action: 'Changed their password',
    actor: (d) => d.adminId,
    summary: (d) => [d.how === 'reset' ? 'Through a reset link' : 'With the current password'],
  },
  PlayerLocked: { action: 'Locked a player', actor: (d) => d.adminId, subject: (d) => d.userId, summary: (d) => [`Reason: ${d.reason}`] },
  PlayerUnlocked: {
    action: 'Unlocked a player',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`Reason: ${d.reason}`],
  },
  IntegrityCheckRequested: { action: 'Ran the ledger integrity check', actor: (d) => d.adminId },
  PlayerSignedOutEverywhere: {
    action: 'Signed a player out everywhere',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`${d.sessions} ${d.sessions === 1 ? 'session' : 'sessions'} ended`],
  },
  VerificationResentByAdmin: { action: "Resent a player's verification e-mail", actor: (d) => d.adminId, subject: (d) => d.userId },
  CoinAdjustmentRequested: {
    action: 'Asked for a coin adjustment (needs a second admin)',
    actor: (d) => d.requestedBy,
    subject: (d) => d.userId,
    summary: (d) => [adjustmentInWords(d.amount, d.lot), `Reason: ${d.reason}`],
  },
  CoinAdjustmentApproved: { action: 'Approved a coin adjustment', actor: (d) => d.approvedBy, subject: (d) => d.userId },
  CoinAdjustmentRejected: { action: 'Rejected a coin adjustment', actor: (d) => d.rejectedBy, subject: (d) => d.userId },
  // An approved adjustment is in the trail already (asked for, approved); one small enough to apply at once is here.
  CoinsAdjusted: {
    action: "Adjusted a player's coins",
    actor: (d) => (d.approvedBy === null ? d.requestedBy : null),
    subject: (d) => d.userId,
    summary: (d) => [adjustmentInWords(d.amount, d.lot), `Reason: ${d.reason}`],
  },
  CoinPurchaseRefundIssued: {
    action: 'Refunded a coin purchase',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`$${(d.refundedCents / 100).toFixed(2)} refunded`, `Reason: ${d.reason}`],
  },
  // Prize fulfilment: about the winner; a contact records its template, never the e-mail's body.
  PrizeShipped: {
    action: 'Marked a prize shipped',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`Prize ${d.awardId}`, `${d.carrier} tracking ${d.trackingNumber}`],
  },
  PrizeDelivered: {
    action: 'Marked a prize delivered',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`Prize ${d.awardId}`],
  },
  PrizeCashPaid: {
    action: 'Marked a cash prize paid',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`Prize ${d.awardId}`, `Payment reference ${d.paymentReference}`],
  },
  PrizeWinnerContacted: {
    action: 'E-mailed a winner',
    actor: (d) => d.adminId,
    subject: (d) => d.userId,
    summary: (d) => [`Prize ${d.awardId}`, `Template: ${d.template.replaceAll('_', ' ')}`],
  },
  // The expiry job's forfeits are not an admin's action: only one with an admin is in the trail.
  PrizeForfeited: {
    action: 'Forfeited a prize',
    actor: (d) => d.adminId ?? null,
    subject: (d) => d.userId,
    summary: (d) => [`Prize ${d.awardId}`, `Reason: ${d.note ?? d.reason}`],
  },
  // Draw now (development and demo): a period closed before its scheduled close, by an admin or the CLI.
  DrawClosed: {
    action: 'Closed a draw early (Draw now)',
    actor: (d) => d.closedEarly?.by ?? null,
    summary: (d) => [`Draw ${d.drawId}`, `Beacon round ${d.closedEarly?.beaconRound ?? ''}`],
  },
  // Support: about the player who wrote (a visitor's ticket has none); the answer's text stays outside the log.
  SupportTicketAnswered: {
    action: 'Answered a support ticket',
    actor: (d) => d.adminId,
    subject: (d) => d.userId ?? null,
    summary: (d) => (d.topic ? [`Topic: ${legalTexts.support.form.topics[d.topic]}`] : []),
  },
  SupportTicketClosed: {
    action: 'Closed a support ticket',
    actor: (d) => d.adminId,
    subject: (d) => d.userId ?? null,
    summary: (d) => (d.topic ? [`Topic: ${legalTexts.support.form.topics[d.topic]}`] : []),
  },
  CatalogueItemChanged: {
    action: 'Changed the catalogue',
    actor: (d) => d.adminId,
    summary: (d) => [catalogueChangeInWords(d.kind, d.previous, d.fields)],
  },
  TierConfigured: {
    action: 'Changed a tier',
    actor: (d) => (d.changedBy === 'system' ? null : d.changedBy),
    summary: (d) => {
      const before = d.previous ?? undefined;
      const parts = [
        before?.increasePercentage !== d.increasePercentage &&
          change(`${d.tierName} threshold`, before && `${before.increasePercentage} %`, `${d.increasePercentage} %`),
        before?.ticketCount !== d.ticketCount && change(`${d.tierName} raffle tickets`, before?.ticketCount, d.ticketCount),
        before?.prizePool !== d.prizePool && change(`${d.tierName} prize pool`, before && `“${before.prizePool}”`, `“${d.prizePool}”`),
      ].filter((part): part is string => typeof part === 'string');
      return parts.length > 0 ? parts : [`${d.tierName}: no change`];
    },
  },
};

/** The event types the audit trail records. */
export const auditedEventTypes: EventType[] = Object.keys(auditWordings).filter(isEventType);

/** What the audit read model keeps of one event: who acted, about whom, and the details its summary reads. */
export interface AuditRecord {
  actorId: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
}

function recordOf<T extends EventType>(wording: AuditWording<T>, data: EventData<T>): AuditRecord | null {
  const actorId = wording.actor(data);
  if (actorId === null) return null;
  const hidden = new Set<PropertyKey>(wording.hide ?? []);
  const details = wording.summary ? Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key))) : null;
  return { actorId, subjectId: wording.subject?.(data) ?? null, details };
}

/** The audit row of an admin event, or null when the event is not an admin's action. */
export function auditRecord<T extends EventType>(type: T, data: EventData<T>): AuditRecord | null {
  const wording: AuditWording<T> | undefined = auditWordings[type];
  return wording ? recordOf(wording, data) : null;
}

function describeKnown<T extends EventType>(type: T, details: unknown): { action: string; summary: string | null } {
  const wording: AuditWording<T> | undefined = auditWordings[type];
  if (!wording) return { action: type, summary: null };
  if (!wording.summary || details === null) return { action: wording.action, summary: null };
  // The details are the payload as recorded, read back through the event's own schema (the schema looked up by a
  // generic type parses to that type's payload: the one cast), so a row that no longer fits shows no summary rather
  // than wrong words.
  const parsed = eventCatalogue[type].schema.safeParse(details);
  return { action: wording.action, summary: parsed.success ? wording.summary(parsed.data as EventData<T>).join(' · ') : null };
}

/** An audit row in words: the action, and the summary built from its stored details (null where there are none). */
export function describeAudit(type: string, details: unknown): { action: string; summary: string | null } {
  return isEventType(type) ? describeKnown(type, details) : { action: type, summary: null };
}
