import { z } from 'zod';
import type { RouteContract } from '../http/route-contract';
import {
  bankPurchaseRequestSchema,
  bankPurchaseResponseSchema,
  bankStatusResponseSchema,
  checkoutIdParamsSchema,
  checkoutStatusResponseSchema,
  coinPackagesResponseSchema,
  purchaseIdParamsSchema,
  purchaseReceiptResponseSchema,
} from './schemas';

// The Stripe webhook is ours (not in the spec), under /api/payments/*; so are the bank's status, a checkout's status and
// a purchase's receipt (issue 22).
/** The bank routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const bankRoutes = {
  coinPackages: {
    method: 'get',
    path: '/api/bank/packages',
    summary: 'The coin packages for sale',
    auth: 'none',
    response: coinPackagesResponseSchema,
  },
  bankPurchase: {
    method: 'post',
    path: '/api/bank/purchase',
    summary: 'Buy a coin package (sandbox completes at once; Stripe returns a checkout URL)',
    auth: 'player',
    body: bankPurchaseRequestSchema,
    response: bankPurchaseResponseSchema,
  },
  bankStatus: {
    method: 'get',
    path: '/api/bank/status',
    summary: 'Which bank takes payments, and whether it is a test one (TEST MODE)',
    auth: 'none',
    response: bankStatusResponseSchema,
  },
  checkoutStatus: {
    method: 'get',
    path: '/api/bank/checkouts/:checkoutId',
    summary: "One of the player's checkouts on their return from the payment page: pending, completed (with the balance) or failed",
    auth: 'player',
    params: checkoutIdParamsSchema,
    response: checkoutStatusResponseSchema,
  },
  purchaseReceipt: {
    method: 'get',
    path: '/api/bank/receipts/:purchaseId',
    summary: "The receipt of one of the player's coin purchases (another player's answers 404)",
    auth: 'player',
    params: purchaseIdParamsSchema,
    response: purchaseReceiptResponseSchema,
  },
  stripeWebhook: {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    summary: 'Stripe events (signature-verified); credits coins on checkout.session.completed',
    auth: 'none',
    csrfExempt: true,
    response: z.object({ received: z.boolean() }),
  },
} as const satisfies Record<string, RouteContract>;
