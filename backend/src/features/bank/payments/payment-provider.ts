/** What the bank asks a payment provider to charge: one coin package for one player. */
export interface CheckoutRequest {
  userId: string;
  /** The package's `amount` (spec §9): the key the bank credits by once the payment completes. */
  packageAmount: number;
  coins: number;
  bonus: number;
  priceCents: number;
  /** The purchase's Idempotency-Key; providers scope it by player so two players' keys never collide. */
  idempotencyKey: string;
  /** The checkout reserved on the player stream, which the completed payment names again. */
  checkoutId: string;
  /** When the reservation lapses: the provider's checkout must not be payable after it. */
  expiresAt: Date;
  /** Where the provider's page sends the player back; Stripe replaces nothing in them (the checkout id is ours). */
  successUrl: string;
  cancelUrl: string;
}

/**
 * `completed`: paid already (the sandbox), the bank credits at once. `pending`: the player pays on the provider's
 * page, and the coins follow only from the provider's verified webhook.
 */
export type CheckoutResult = { status: 'completed'; paymentId: string } | { status: 'pending'; paymentId: string; checkoutUrl: string };

/** A payment the provider has confirmed as paid, as reported by a verified webhook. */
export interface CompletedPayment {
  /** The provider's payment id (Stripe: the Checkout Session id); the bank credits once per id. */
  paymentId: string;
  userId: string;
  packageAmount: number;
  /** What the player actually paid, in US cents. */
  priceCents: number;
  /** The provider's event id, kept for the ledger entry's cause. */
  eventId: string;
  /** The provider's charge reference (Stripe: the PaymentIntent), which its refund and dispute events name. */
  paymentRef: string | null;
  /** The checkout that reserved the purchase (absent from sessions opened before reservations existed). */
  checkoutId: string | null;
}

/** Part or all of a paid package's price given back: a refund, or a dispute (chargeback) the player opened. */
export interface PaymentReversal {
  paymentRef: string;
  reason: 'refund' | 'dispute';
  /** The provider's cumulative reversed amount for the charge, in US cents. */
  reversedCents: number;
  eventId: string;
}

/** A dispute closed in our favour: the provider gives the disputed money back, and the player their coins. */
export interface PaymentReinstatement {
  paymentRef: string;
  /** The provider's dispute id: a charge is disputed once, so a dispute is won once. */
  disputeId: string;
  /** What the provider gives back, in US cents. */
  reinstatedCents: number;
  eventId: string;
}

/** What a verified webhook tells the bank. */
export type PaymentEvent =
  ({ kind: 'completed' } & CompletedPayment) | ({ kind: 'reversed' } & PaymentReversal) | ({ kind: 'reinstated' } & PaymentReinstatement);

/** A full or partial refund of one paid package, asked of the provider once per idempotency key. */
export interface RefundRequest {
  /** The provider's charge reference (Stripe: the PaymentIntent); the sandbox's own payment id. */
  paymentRef: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * One movement of money at the provider (Stripe: a balance transaction). `amountCents` is signed: a charge is
 * positive, a refund or a dispute's withdrawal negative, a won dispute's reinstatement positive.
 */
export interface BalanceTransaction {
  id: string;
  type: 'charge' | 'refund' | 'dispute' | 'other';
  amountCents: number;
  currency: string;
  createdAt: Date;
  /** The charge reference our purchases keep (Stripe: the PaymentIntent), so each movement matches one purchase. */
  paymentRef: string | null;
}

/** The bank's payment port: the sandbox for embedded mode and tests, Stripe Checkout in production. */
export interface PaymentProvider {
  readonly id: 'sandbox' | 'stripe';
  /** No real money moves: the sandbox, or Stripe with a test key. The Bank shows TEST MODE from this, never a guess. */
  readonly testMode: boolean;
  /** Same player and idempotency key, same payment. Throws PaymentProviderUnavailableError when the provider is down. */
  startCheckout(req: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * Verifies a webhook (raw body + signature header). Returns the completed payment for checkout.session.completed
   * (paid), a reversal for a refund or a dispute, a reinstatement for a dispute won, null for events we ignore; throws InvalidWebhookSignatureError for
   * a bad/missing/expired signature.
   */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): Promise<PaymentEvent | null>;
  /**
   * Gives the money back (an admin's refund); the same key is the same refund. Stripe then sends `charge.refunded`,
   * whose reversal the bank applies once with the admin's. Throws PaymentProviderUnavailableError when it cannot.
   */
  refund(req: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Every movement of money created in [from, to), for the monthly statement's reconciliation. Throws
   * PaymentProviderUnavailableError when the provider cannot answer.
   */
  balanceTransactions(range: { from: Date; to: Date }): Promise<BalanceTransaction[]>;
}

/** A webhook we cannot trust (no, wrong or expired signature, or an unreadable body): a 400, nothing changes. */
export class InvalidWebhookSignatureError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** The provider could not be reached or refused our credentials: a 502/503, nothing was charged by us. */
export class PaymentProviderUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}
