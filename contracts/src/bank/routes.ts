import { z } from 'zod';
import { apiPaths } from '../api-paths';
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
    path: apiPaths.coinPackages,
    summary: 'The coin packages for sale',
    auth: 'none',
    response: coinPackagesResponseSchema,
  },
  bankPurchase: {
    method: 'post',
    path: apiPaths.bankPurchase,
    summary: 'Buy a coin package (sandbox completes at once; Stripe returns a checkout URL)',
    auth: 'player',
    body: bankPurchaseRequestSchema,
    response: bankPurchaseResponseSchema,
  },
  bankStatus: {
    method: 'get',
    path: apiPaths.bankStatus,
    summary: 'Which bank takes payments, and whether it is a test one (TEST MODE)',
    auth: 'none',
    response: bankStatusResponseSchema,
  },
  checkoutStatus: {
    method: 'get',
    path: apiPaths.checkoutStatus,
    summary: "One of the player's checkouts on their return from the payment page: pending, completed (with the balance) or failed",
    auth: 'player',
    params: checkoutIdParamsSchema,
    response: checkoutStatusResponseSchema,
  },
  purchaseReceipt: {
    method: 'get',
    path: apiPaths.purchaseReceipt,
    summary: "The receipt of one of the player's coin purchases (another player's answers 404)",
    auth: 'player',
    params: purchaseIdParamsSchema,
    response: purchaseReceiptResponseSchema,
  },
  stripeWebhook: {
    method: 'post',
    path: apiPaths.stripeWebhook,
    summary: 'Stripe events (signature-verified); credits coins on checkout.session.completed',
    auth: 'none',
    csrfExempt: true,
    response: z.object({ received: z.boolean() }),
  },
} as const satisfies Record<string, RouteContract>;
