import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One `POST /v1/checkout/sessions` as the stand-in received it: the form fields flattened (`metadata[userId]`). */
export interface RecordedSessionRequest {
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  replayed: boolean;
}

/**
 * A local Stripe API on loopback that creates Checkout Sessions and refunds the way Stripe answers them, idempotency
 * included; after a refund it sends the signed `charge.refunded` webhook, as Stripe does, once told where. It also
 * plays a card issuer's disputes: opening one withdraws the money and sends `charge.dispute.created`; closing it as won
 * reinstates the money and sends `charge.dispute.closed` and `charge.dispute.funds_reinstated`, as Stripe does.
 */
export interface StripeStandIn {
  readonly url: string;
  readonly secretKey: string;
  readonly requests: RecordedSessionRequest[];
  /** Records a card payment Stripe took for the PaymentIntent (a charge balance transaction), as paying would. */
  recordCharge(paymentIntent: string, amountCents: number): void;
  /**
   * The card issuer opens a dispute of the PaymentIntent's charge: Stripe withdraws the amount (an `adjustment`
   * balance transaction, reporting category `dispute`) and sends `charge.dispute.created`. Answers the dispute's id.
   */
  openDispute(paymentIntent: string, amountCents: number): string;
  /**
   * The dispute closes: won, Stripe reinstates its amount (an `adjustment`, reporting category `dispute_reversal`)
   * and sends `charge.dispute.closed` then `charge.dispute.funds_reinstated`; lost, only the close. Answers the ids of
   * the events sent, the close's first.
   */
  closeDispute(disputeId: string, status: 'won' | 'lost'): string[];
  /** Sends an event already sent once more, as Stripe retries a delivery: same id, same body, a fresh signature. */
  redeliver(eventId: string): void;
  /** Where webhooks go, signed with this secret (the system's URL is known only once it runs). */
  sendWebhooksTo(endpoint: string, webhookSecret: string): void;
  /** Settles once every webhook sent so far has been answered; the answers' statuses, in order. */
  webhooksAnswered(): Promise<number[]>;
  close(): Promise<void>;
}

const stripeError = (res: ServerResponse, status: number, type: string, message: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type, message } }));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sessionFrom(params: Record<string, string>, baseUrl: string) {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  const metadata = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
  const unitAmount = Number(params['line_items[0][price_data][unit_amount]']);
  const quantity = Number(params['line_items[0][quantity]'] ?? '1');
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created: Math.floor(Date.now() / 1000),
    currency: params['line_items[0][price_data][currency]'] ?? null,
    livemode: false,
    metadata,
    mode: params.mode,
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.success_url ?? null,
    url: `${baseUrl}/c/pay/${id}`,
  };
}

/** The movements the stand-in makes: Stripe's type, its reporting category, and the object its source is. */
const movements = {
  charge: { type: 'charge', reporting_category: 'charge', object: 'charge' },
  refund: { type: 'refund', reporting_category: 'refund', object: 'refund' },
  dispute: { type: 'adjustment', reporting_category: 'dispute', object: 'dispute' },
  dispute_reversal: { type: 'adjustment', reporting_category: 'dispute_reversal', object: 'dispute' },
} as const;

type Movement = (typeof movements)[keyof typeof movements];

/** A balance transaction as Stripe lists it, its source expanded (`expand[]=data.source`). */
interface StandInBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  type: Movement['type'];
  reporting_category: Movement['reporting_category'];
  amount: number;
  currency: 'usd';
  created: number;
  source: { id: string; object: Movement['object']; payment_intent: string };
}

interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  currency: 'usd';
  payment_intent: string;
  status: 'needs_response' | 'won' | 'lost';
}

/** `pageSize` caps a list page below the `limit` asked for, so a test can page through a few transactions. */
export async function startStripeStandIn(options: { pageSize?: number } = {}): Promise<StripeStandIn> {
  const balance: StandInBalanceTransaction[] = [];
  const record = (movement: keyof typeof movements, paymentIntent: string, amount: number, sourceId: string) => {
    const { type, reporting_category, object } = movements[movement];
    balance.push({
      id: `txn_${randomBytes(12).toString('hex')}`,
      object: 'balance_transaction',
      type,
      reporting_category,
      amount,
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      source: { id: sourceId, object, payment_intent: paymentIntent },
    });
  };
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const requests: RecordedSessionRequest[] = [];
  // Stripe keeps the first answer per key and refuses the key for other parameters.
  const byIdempotencyKey = new Map<string, { body: string; answer: string }>();
  let url = '';
  let webhooks: { endpoint: string; secret: string } | null = null;
  const deliveries: Array<Promise<number>> = [];
  /** Cumulative refunded cents per PaymentIntent: `charge.refunded` carries the running total. */
  const refunded = new Map<string, number>();
  const signer = new Stripe('sk_test_signing_only');
  /** Every event sent, by id, so a test can have one delivered again. */
  const sent = new Map<string, string>();
  const disputes = new Map<string, StandInDispute>();

  function deliver(payload: string) {
    if (!webhooks) return;
    const { endpoint, secret } = webhooks;
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    deliveries.push(
      fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload }).then(
        (r) => r.status,
      ),
    );
  }

  /** Sends a signed event about `object` (when told where) and answers its id. */
  function send(type: string, object: object): string {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    sent.set(id, payload);
    deliver(payload);
    return id;
  }

  function sendRefunded(paymentIntent: string) {
    const total = refunded.get(paymentIntent) ?? 0;
    send('charge.refunded', {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: total,
      amount_refunded: total,
      refunded: true,
    });
  }

  function refundFrom(params: Record<string, string>) {
    const paymentIntent = params.payment_intent ?? '';
    const amount = Number(params.amount);
    refunded.set(paymentIntent, (refunded.get(paymentIntent) ?? 0) + amount);
    const id = `re_${randomBytes(12).toString('hex')}`;
    record('refund', paymentIntent, -amount, id);
    return {
      id,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent}`,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
  }

  /** Newest first, like Stripe; `created[gte]`/`created[lt]` bound it and `starting_after` pages on. */
  function listBalance(query: URLSearchParams) {
    const gte = Number(query.get('created[gte]') ?? '-Infinity');
    const lt = Number(query.get('created[lt]') ?? 'Infinity');
    const limit = Math.min(Number(query.get('limit') ?? '10'), options.pageSize ?? 100);
    const matching = balance.filter((t) => t.created >= gte && t.created < lt).reverse();
    const after = query.get('starting_after');
    const start = after === null ? 0 : matching.findIndex((t) => t.id === after) + 1;
    const data = matching.slice(start, start + limit);
    return { object: 'list', url: '/v1/balance_transactions', has_more: start + limit < matching.length, data };
  }

  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/v1/balance_transactions')) {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const query = new URL(req.url, 'http://stand-in').searchParams;
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listBalance(query)));
    }
    const creates = { '/v1/checkout/sessions': 'session', '/v1/refunds': 'refund' } as const;
    const kind = req.url === undefined ? undefined : creates[req.url as keyof typeof creates];
    if (req.method !== 'POST' || !kind) {
      return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.url}).`);
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const body = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const previous = idempotencyKey === undefined ? undefined : byIdempotencyKey.get(idempotencyKey);
    requests.push({ params, idempotencyKey, replayed: previous !== undefined });
    if (previous && previous.body !== body) {
      return stripeError(
        res,
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    const answer = previous?.answer ?? JSON.stringify(kind === 'session' ? sessionFrom(params, url) : refundFrom(params));
    if (idempotencyKey !== undefined) byIdempotencyKey.set(idempotencyKey, { body, answer });
    // Stripe sends the event after it answers the request, so it may reach the webhook before or after the caller goes on.
    if (kind === 'refund' && !previous) setImmediate(() => sendRefunded(params.payment_intent ?? ''));
    res.writeHead(200, { 'content-type': 'application/json', ...(previous ? { 'idempotent-replayed': 'true' } : {}) }).end(answer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    requests,
    recordCharge(paymentIntent, amountCents) {
      record('charge', paymentIntent, amountCents, `ch_${paymentIntent}`);
    },
    openDispute(paymentIntent, amountCents) {
      const dispute: StandInDispute = {
        id: `dp_${randomBytes(12).toString('hex')}`,
        object: 'dispute',
        amount: amountCents,
        charge: `ch_${paymentIntent}`,
        currency: 'usd',
        payment_intent: paymentIntent,
        status: 'needs_response',
      };
      disputes.set(dispute.id, dispute);
      record('dispute', paymentIntent, -amountCents, dispute.id);
      send('charge.dispute.created', dispute);
      return dispute.id;
    },
    closeDispute(disputeId, status) {
      const open = disputes.get(disputeId);
      if (!open || open.status !== 'needs_response') throw new Error(`No open dispute ${disputeId}.`);
      const closed = { ...open, status };
      disputes.set(disputeId, closed);
      if (status === 'lost') return [send('charge.dispute.closed', closed)];
      record('dispute_reversal', closed.payment_intent, closed.amount, disputeId);
      return [send('charge.dispute.closed', closed), send('charge.dispute.funds_reinstated', closed)];
    },
    redeliver(eventId) {
      const payload = sent.get(eventId);
      if (!payload) throw new Error(`No event ${eventId} was sent.`);
      deliver(payload);
    },
    sendWebhooksTo(endpoint, webhookSecret) {
      webhooks = { endpoint, secret: webhookSecret };
    },
    webhooksAnswered: () => Promise.all(deliveries),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
