import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import { coinLotSchema } from '../coins/events';
import { LEDGER_STREAM_MAX_PAGE_SIZE, LEDGER_STREAM_PAGE_SIZE } from './constants';

export const ledgerPlayerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const ledgerStreamQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LEDGER_STREAM_MAX_PAGE_SIZE).default(LEDGER_STREAM_PAGE_SIZE),
});

/** Why an event is on the log: the command that decided it, the request or job it came from, and who asked. */
export const eventCauseSchema = z.object({
  command: z.string().nullable(),
  correlationId: z.string().nullable(),
  actor: z.string().nullable(),
  /** The command in words ("Coin purchase"); null where the log recorded none. */
  label: z.string().nullable(),
  /** Who asked, by name: the player, an admin, or the product itself (a job, a webhook, a partner). */
  by: adminPersonSchema.nullable(),
});

/** What a coin event did to the player's wallet: signed amounts per lot and the balances after it. */
export const coinEffectSchema = z.object({
  amount: z.number().int(),
  earned: z.number().int(),
  purchased: z.number().int(),
  balanceAfter: z.number().int(),
  earnedAfter: z.number().int(),
  purchasedAfter: z.number().int(),
});

export const ledgerStreamEventSchema = z.object({
  eventId: z.string(),
  position: z.string(),
  streamPosition: z.number().int().positive(),
  type: z.string(),
  /** The event in words: its label, or for a coin movement its reason ("Bonus coins from a purchase"). */
  label: z.string(),
  recordedAt: z.string(),
  /** The payload, with secrets (hashes, sealed values, tokens) replaced by a marker. */
  data: z.record(z.string(), z.unknown()),
  cause: eventCauseSchema,
  coins: coinEffectSchema.nullable(),
});

export type LedgerStreamEvent = z.infer<typeof ledgerStreamEventSchema>;

export const ledgerPlayerSchema = z.object({ userId: z.string(), username: z.string(), email: z.string() });

export const ledgerStreamResponseSchema = z.object({
  player: ledgerPlayerSchema,
  streamId: z.string(),
  /** Newest first. */
  events: z.array(ledgerStreamEventSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

export type LedgerStreamResponse = z.infer<typeof ledgerStreamResponseSchema>;

export const ledgerBalanceQuerySchema = z.object({ asOf: z.iso.datetime({ offset: true }) });

export const lotBalancesSchema = z.object({
  balance: z.number().int(),
  earned: z.number().int(),
  purchased: z.number().int(),
});

export const ledgerBalanceResponseSchema = z.object({
  player: ledgerPlayerSchema,
  asOf: z.string(),
  /** Folded from the player's events recorded up to `asOf`, as the command side would. */
  replayed: lotBalancesSchema.extend({
    events: z.number().int().nonnegative(),
    lastEventAt: z.string().nullable(),
  }),
  /** Summed from the double-entry read model's entries up to `asOf`. */
  ledger: lotBalancesSchema,
  matches: z.boolean(),
});

export type LedgerBalanceResponse = z.infer<typeof ledgerBalanceResponseSchema>;

export const trialBalanceAccountSchema = z.object({
  account: z.string(),
  earned: z.number().int(),
  purchased: z.number().int(),
  balance: z.number().int(),
});

export const trialBalanceResponseSchema = z.object({
  /** Per lot: the sum over every account, players and system; zero in double entry. */
  lots: z.array(
    z.object({
      lot: coinLotSchema,
      players: z.number().int(),
      system: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** The system accounts (mint, bank, sink), where coins come from and go to. */
  systemAccounts: z.array(trialBalanceAccountSchema),
  playerAccounts: z.number().int().nonnegative(),
  negativePlayers: z.number().int().nonnegative(),
  /** Every lot sums to zero and no player is negative. */
  balanced: z.boolean(),
  /** The log position the read model had reached. */
  position: z.string(),
});

export type TrialBalanceResponse = z.infer<typeof trialBalanceResponseSchema>;

export const integrityTableReportSchema = z.object({
  table: z.string(),
  liveRows: z.number().int().nonnegative(),
  rebuiltRows: z.number().int().nonnegative(),
  /** Rows the rebuild has and the live read model lacks (as text), at most INTEGRITY_DIFF_ROWS. */
  missing: z.array(z.string()),
  /** Rows the live read model has and the rebuild does not. */
  unexpected: z.array(z.string()),
});

export const integrityProjectorReportSchema = z.object({
  projector: z.string(),
  /** False when the live read model kept moving through every round, so it could not be compared at one position. */
  compared: z.boolean(),
  equal: z.boolean(),
  position: z.string(),
  tables: z.array(integrityTableReportSchema),
});

export type IntegrityProjectorReport = z.infer<typeof integrityProjectorReportSchema>;

export const integrityCheckStatusSchema = z.enum(['queued', 'passed', 'failed']);

export const integrityCheckSchema = z.object({
  checkId: z.string(),
  requestedBy: z.string(),
  /** The admin who asked, by name. */
  requester: adminPersonSchema,
  requestedAt: z.string(),
  status: integrityCheckStatusSchema,
  finishedAt: z.string().nullable(),
  /** Events replayed into the scratch schema. */
  events: z.number().int().nonnegative().nullable(),
  projectors: z.array(integrityProjectorReportSchema),
});

export type IntegrityCheck = z.infer<typeof integrityCheckSchema>;

export const integrityChecksResponseSchema = z.object({ checks: z.array(integrityCheckSchema) });

export type IntegrityChecksResponse = z.infer<typeof integrityChecksResponseSchema>;

export const integrityCheckQueuedResponseSchema = z.object({ message: z.string(), checkId: z.string() });
