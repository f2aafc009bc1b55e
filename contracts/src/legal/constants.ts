/** Legal pages, consent and support tickets (issue 21 item 5). Every value here is ours; the spec fixes none of them. */

/** The dated, versioned documents behind the footer links. */
export const legalDocuments = ['terms', 'privacy', 'officialRules', 'responsiblePlay', 'support'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/** The documents a signed-in player must accept: a new version of either asks them once again. */
export const consentDocuments = ['terms', 'privacy'] as const satisfies readonly LegalDocument[];
export type ConsentDocument = (typeof consentDocuments)[number];

/**
 * The version of the pages no player is asked to accept, and the day it took effect.
 */
export const pageVersions = {
  officialRules: { version: '1.0', effectiveDate: '2026-11-25' },
  responsiblePlay: { version: '1.0', effectiveDate: '2026-11-25' },
  support: { version: '1.0', effectiveDate: '2026-11-25' },
} as const satisfies Record<Exclude<LegalDocument, ConsentDocument>, DocumentVersion>;

export interface DocumentVersion {
  version: string;
  /** The UTC calendar day (YYYY-MM-DD) from which it applies. */
  effectiveDate: string;
}

/**
 * Every version of the Terms and the Privacy Policy, oldest first. A release adds a version with its effective date:
 * the spec's rules text promises 30 days' notice of a change, so the date is set at least that far ahead, and the
 * version applies (and signed-in players are asked to accept it once) from that day. Entries are only ever appended,
 * so the version a past sign-up accepted is found again on any rebuild.
 */
export const consentVersionHistory: Record<ConsentDocument, DocumentVersion[]> = {
  terms: [{ version: '1.0', effectiveDate: '2026-11-25' }],
  privacy: [{ version: '1.0', effectiveDate: '2026-11-25' }],
};

/** The version of a consent document in force at `at`: the newest whose day has begun, else the first one. */
export function versionInForce(document: ConsentDocument, at: Date): DocumentVersion {
  const day = at.toISOString().slice(0, 10);
  const history = consentVersionHistory[document];
  return history.filter((v) => v.effectiveDate <= day).at(-1) ?? history[0]!;
}

/** The version and effective date a page shows at `at`. */
export function documentVersion(document: LegalDocument, at: Date): DocumentVersion {
  return document === 'terms' || document === 'privacy' ? versionInForce(document, at) : pageVersions[document];
}

/** Spec §9: "terms change with 30 days notice". */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

/** How long support tickets are kept after they are closed, then erased (message and address included). */
export const SUPPORT_TICKET_RETENTION_YEARS = 2;

/** How long the log of e-mails sent (address, subject, time) is kept. */
export const EMAIL_LOG_RETENTION_DAYS = 90;

/** US help lines shown on the Responsible Play page. */
export const helpLines = {
  /** The National Council on Problem Gambling's national helpline (call or text, 24/7). */
  gamblerPhone: '1-800-GAMBLER',
  gamblerTel: 'tel:+18004262537',
  /** The NCPG's chat and resources. */
  ncpgChatUrl: 'https://www.ncpgambling.org/help-treatment/chat/',
  /** The 988 Suicide & Crisis Lifeline (call or text). */
  crisisPhone: '988',
  crisisTel: 'tel:988',
  crisisUrl: 'https://988lifeline.org/',
} as const;

/** The topics the support form offers. */
export const supportTopics = ['account', 'coins', 'raffles', 'prizes', 'privacy', 'other'] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_ANSWER_MIN = 1;
export const SUPPORT_ANSWER_MAX = 8000;
/** Addresses longer than RFC 5321 allows are refused. */
export const SUPPORT_EMAIL_MAX = 254;

/** Tickets a caller may open: per IP address and per signed-in account, each per hour. */
export const SUPPORT_TICKETS_PER_IP_PER_HOUR = 5;
export const SUPPORT_TICKETS_PER_ACCOUNT_PER_HOUR = 3;
export const SUPPORT_RATE_WINDOW_SECONDS = 60 * 60;

/** The admin list's page size. */
export const SUPPORT_TICKETS_PAGE_SIZE = 50;
