import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { IDEMPOTENCY_HEADER, apiRoutes, coinPackages, texts } from '@fr/contracts';
import { coinPurchaseByRef, findUserById } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { processOnce } from '../../platform/http/webhook-inbox';
import type { AppServices } from '../../services';
import { balanceOf, handlePlayerCommand } from '../player';
import { assertPurchaseAllowed } from '../profile';
import {
  InvalidWebhookSignatureError,
  PaymentProviderUnavailableError,
  type CompletedPayment,
  type PaymentEvent,
  type PaymentProvider,
} from './payments';

/** Coin packages, buying one (Stripe Checkout or the sandbox) and Stripe's webhook. */
export function bankRoutes(services: AppServices, payments: PaymentProvider): Router {
  const router = new Router();

  /** Credits a paid package once per payment id; the price must be the package's price. */
  async function credit(
    payment: Pick<CompletedPayment, 'paymentId' | 'userId' | 'packageAmount' | 'priceCents'> & { paymentRef?: string | null },
  ) {
    const pkg = coinPackages.find((p) => p.amount === payment.packageAmount);
    if (!pkg || pkg.priceCents !== payment.priceCents) throw new AppError('validation_failed', texts.server.unknownPackage);
    return handlePlayerCommand(services, payment.userId, {
      type: 'CompleteCoinPurchase',
      paymentId: payment.paymentId,
      provider: payments.id,
      amount: pkg.amount,
      bonus: pkg.bonus,
      priceCents: pkg.priceCents,
      ...(payment.paymentRef ? { paymentRef: payment.paymentRef } : {}),
    });
  }

  contractRoute(router, apiRoutes.coinPackages, async () =>
    coinPackages.map((p) => ({ amount: p.amount, price: p.priceCents / 100, bonus: p.bonus, popular: p.popular })),
  );

  contractRoute(
    router,
    apiRoutes.bankPurchase,
    async ({ ctx, userId, body }) => {
      // Real money needs a reachable, verified owner (receipts, refunds, disputes).
      if (!(await findUserById(services.pool, userId))?.emailVerified) throw new AppError('forbidden', texts.server.verifyEmailToBuy);
      const pkg = coinPackages.find((p) => p.amount === body.amount);
      if (!pkg) throw new AppError('validation_failed', texts.server.unknownPackage);
      await assertPurchaseAllowed(services, userId, pkg.priceCents);
      let checkout;
      try {
        checkout = await payments.startCheckout({
          userId,
          packageAmount: pkg.amount,
          coins: pkg.amount,
          bonus: pkg.bonus,
          priceCents: pkg.priceCents,
          idempotencyKey: ctx.get(IDEMPOTENCY_HEADER) || randomUUID(),
          successUrl: `${services.config.publicUrl}/bank?purchase=success`,
          cancelUrl: `${services.config.publicUrl}/bank?purchase=cancelled`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderUnavailableError) throw new AppError('bad_gateway', texts.server.paymentsUnavailable);
        throw error;
      }
      if (checkout.status === 'pending')
        return { status: 'pending' as const, checkoutUrl: checkout.checkoutUrl, sessionId: checkout.paymentId };
      const result = await credit({ paymentId: checkout.paymentId, userId, packageAmount: pkg.amount, priceCents: pkg.priceCents });
      return {
        status: 'completed' as const,
        message: texts.server.purchaseSuccessful,
        coinsAdded: pkg.amount + pkg.bonus,
        coins: balanceOf(result.state.wallet),
      };
    },
    { idempotencyStore: services.pool },
  );

  contractRoute(router, apiRoutes.stripeWebhook, async ({ ctx }) => {
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    let event: PaymentEvent | null;
    try {
      event = await payments.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) throw new AppError('invalid_signature', texts.server.invalidSignature);
      throw error;
    }
    if (event?.kind === 'completed') {
      const completed = event;
      await processOnce(services.pool, 'stripe', completed.eventId, async () => {
        await credit(completed);
      });
    }
    if (event?.kind === 'reversed') {
      const reversal = event;
      // An unknown charge answers 404, so the provider retries: the purchase may not have reached the read model yet.
      const purchase = await coinPurchaseByRef(services.pool, reversal.paymentRef);
      if (!purchase) throw new AppError('not_found', texts.server.notFound);
      await processOnce(services.pool, 'stripe', reversal.eventId, async () => {
        await handlePlayerCommand(services, purchase.userId, {
          type: 'ReverseCoinPurchase',
          paymentId: purchase.paymentId,
          reason: reversal.reason,
          reversedCents: reversal.reversedCents,
          providerEventId: reversal.eventId,
        });
      });
    }
    return { received: true };
  });
  return router;
}
