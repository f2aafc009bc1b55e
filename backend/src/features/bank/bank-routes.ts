import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  CHECKOUT_ID_PARAM,
  CHECKOUT_RETURN_PARAM,
  IDEMPOTENCY_HEADER,
  apiRoutes,
  clientRoutes,
  texts,
  type CheckoutReturnOutcome,
} from '@fr/contracts';
import {
  checkoutOutcomeOf,
  coinPurchaseByRef,
  coinPurchaseOf,
  findUserById,
  isRefusedPaymentRef,
  liveCoinPackages,
  playerBalance,
} from '@fr/projections';
import { AppError, DomainError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { processOnce } from '../../platform/http/webhook-inbox';
import type { AppServices } from '../../services';
import { balanceOf, handlePlayerCommand } from '../player';
import {
  InvalidWebhookSignatureError,
  PaymentProviderUnavailableError,
  scopedPaymentKey,
  type CompletedPayment,
  type PaymentEvent,
  type PaymentProvider,
} from './payments';
import type { bankSlice } from './bank-slice';

/**
 * Coin packages, buying one (Stripe Checkout or the sandbox), Stripe's webhook, and what the player reads after paying:
 * the bank's test mode, a checkout's status on the return from the payment page, and a purchase's receipt.
 */
export function bankRoutes(services: AppServices, payments: PaymentProvider): Router {
  const router = new Router();

  /** The payment page sends the player back to the Bank with the outcome they chose and our checkout's id. */
  const returnUrl = (outcome: CheckoutReturnOutcome, checkoutId: string) => {
    const query = new URLSearchParams({ [CHECKOUT_RETURN_PARAM]: outcome, [CHECKOUT_ID_PARAM]: checkoutId });
    return `${services.config.publicUrl}${clientRoutes.bank}?${query.toString()}`;
  };

  /**
   * Credits a paid package once per payment, unless responsible play refuses it; answers whether it was credited. A
   * refused payment is recorded (the bank read model's refused_purchases) and logged: its money is owed back.
   */
  async function credit(
    payment: Pick<CompletedPayment, 'paymentId' | 'userId' | 'packageAmount' | 'priceCents' | 'paymentRef' | 'checkoutId'>,
  ) {
    // The catalogue's package now: a paid price that no longer matches it is refused, its money owed back.
    const pkg = (await liveCoinPackages(services.pool)).find((p) => p.amount === payment.packageAmount);
    const { paymentId, userId, packageAmount, priceCents } = payment;
    const refs = {
      ...(payment.paymentRef ? { paymentRef: payment.paymentRef } : {}),
      ...(payment.checkoutId ? { checkoutId: payment.checkoutId } : {}),
    };
    const result =
      pkg && pkg.priceCents === priceCents
        ? await handlePlayerCommand<typeof bankSlice>(services, userId, {
            type: 'CompleteCoinPurchase',
            paymentId,
            provider: payments.id,
            testMode: payments.testMode,
            amount: pkg.amount,
            bonus: pkg.bonus,
            priceCents,
            ...refs,
          })
        : await handlePlayerCommand<typeof bankSlice>(services, userId, {
            type: 'RefuseCoinPurchase',
            paymentId,
            provider: payments.id,
            packageAmount,
            priceCents,
            ...refs,
            reason: 'price_mismatch',
          });
    const refused = result.events.find((e) => e.type === 'CoinPurchaseRefused');
    if (refused) services.log.warn({ refused: refused.data }, 'paid checkout credited nothing: its money is owed back to the player');
    return { credited: result.state.payments.has(paymentId), state: result.state };
  }

  contractRoute(router, apiRoutes.coinPackages, async () =>
    (await liveCoinPackages(services.pool)).map((p) => ({
      amount: p.amount,
      price: p.priceCents / 100,
      bonus: p.bonus,
      popular: p.popular,
    })),
  );

  contractRoute(
    router,
    apiRoutes.bankPurchase,
    async ({ ctx, userId, body }) => {
      // Real money needs a reachable, verified owner (receipts, refunds, disputes).
      if (!(await findUserById(services.pool, userId))?.emailVerified) throw new AppError('forbidden', texts.server.verifyEmailToBuy);
      // The catalogue at the time of purchase sets the price charged and the coins credited (both kept in the events).
      const pkg = (await liveCoinPackages(services.pool)).find((p) => p.amount === body.amount);
      if (!pkg) throw new AppError('validation_failed', texts.server.unknownPackage);
      const idempotencyKey = ctx.get(IDEMPOTENCY_HEADER) || randomUUID();
      // Reserved on the player stream before any money moves, so concurrent checkouts cannot pass the limit together.
      const checkoutId = scopedPaymentKey(userId, idempotencyKey);
      const opened = await handlePlayerCommand<typeof bankSlice>(services, userId, {
        type: 'OpenCoinCheckout',
        checkoutId,
        packageAmount: pkg.amount,
        priceCents: pkg.priceCents,
      });
      const reservation = opened.state.checkouts.open.get(checkoutId)!;
      let checkout;
      try {
        checkout = await payments.startCheckout({
          userId,
          packageAmount: pkg.amount,
          coins: pkg.amount,
          bonus: pkg.bonus,
          priceCents: pkg.priceCents,
          idempotencyKey,
          checkoutId,
          expiresAt: new Date(reservation.expiresAt),
          successUrl: returnUrl('success', checkoutId),
          cancelUrl: returnUrl('cancelled', checkoutId),
        });
      } catch (error) {
        await handlePlayerCommand<typeof bankSlice>(services, userId, { type: 'ReleaseCoinCheckout', checkoutId });
        if (error instanceof PaymentProviderUnavailableError) throw new AppError('bad_gateway', texts.server.paymentsUnavailable);
        throw error;
      }
      if (checkout.status === 'pending')
        return { status: 'pending' as const, checkoutUrl: checkout.checkoutUrl, sessionId: checkout.paymentId };
      const { credited, state } = await credit({
        paymentId: checkout.paymentId,
        userId,
        packageAmount: pkg.amount,
        priceCents: pkg.priceCents,
        paymentRef: null,
        checkoutId,
      });
      // Only a self-exclusion started between opening and paying refuses a sandbox checkout; no real money moved.
      if (!credited) throw new DomainError('business_rule', texts.server.purchaseRefused);
      return {
        status: 'completed' as const,
        message: texts.server.purchaseSuccessful,
        coinsAdded: pkg.amount + pkg.bonus,
        coins: balanceOf(state.wallet),
        purchaseId: checkout.paymentId,
      };
    },
    { idempotencyStore: services.pool },
  );

  contractRoute(router, apiRoutes.bankStatus, async () => ({ provider: payments.id, testMode: payments.testMode }));

  contractRoute(router, apiRoutes.checkoutStatus, async ({ userId, params }) => {
    const outcome = await checkoutOutcomeOf(services.pool, userId, params.checkoutId);
    if (!outcome) throw new AppError('not_found', texts.server.notFound);
    switch (outcome.kind) {
      case 'completed':
        // The webhook's request waited for the read models, but this answer may come between the bank's and the
        // ledger's: the balance it quotes must include the coins just credited.
        await services.waitForAllCommitted();
        return { status: 'completed' as const, purchaseId: outcome.purchaseId, coins: await playerBalance(services.pool, userId) };
      case 'refused':
        return { status: 'failed' as const, reason: outcome.reason };
      case 'open':
        if (outcome.released) return { status: 'failed' as const, reason: 'provider_unavailable' as const };
        // The provider's page expires with the reservation (CHECKOUT_RESERVATION_MS): nothing can be paid after it.
        if (Date.parse(outcome.expiresAt) <= services.now().getTime()) return { status: 'failed' as const, reason: 'expired' as const };
        return {
          status: 'pending' as const,
          packageAmount: outcome.packageAmount,
          priceCents: outcome.priceCents,
          expiresAt: outcome.expiresAt,
        };
    }
  });

  contractRoute(router, apiRoutes.purchaseReceipt, async ({ userId, params }) => {
    const purchase = await coinPurchaseOf(services.pool, userId, params.purchaseId);
    if (!purchase) throw new AppError('not_found', texts.server.notFound);
    const { paymentRef, ...receipt } = purchase;
    return { ...receipt, totalCoins: purchase.coins + purchase.bonus, paymentReference: paymentRef ?? purchase.purchaseId };
  });

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
    if (event?.kind === 'reversed' || event?.kind === 'reinstated') {
      const change = event;
      // An unknown charge answers 404, so the provider retries: the purchase may not have reached the read model yet.
      const purchase = await coinPurchaseByRef(services.pool, change.paymentRef);
      // The refund (or dispute) of a refused payment moves money for which no coin was credited: no coin to move.
      if (!purchase && (await isRefusedPaymentRef(services.pool, change.paymentRef))) return { received: true };
      if (!purchase) throw new AppError('not_found', texts.server.notFound);
      await processOnce(services.pool, 'stripe', change.eventId, async () => {
        await handlePlayerCommand<typeof bankSlice>(
          services,
          purchase.userId,
          change.kind === 'reversed'
            ? {
                type: 'ReverseCoinPurchase',
                paymentId: purchase.paymentId,
                reason: change.reason,
                reversedCents: change.reversedCents,
                providerEventId: change.eventId,
              }
            : {
                type: 'ReinstateCoinPurchase',
                paymentId: purchase.paymentId,
                disputeId: change.disputeId,
                reinstatedCents: change.reinstatedCents,
                providerEventId: change.eventId,
              },
        );
      });
    }
    return { received: true };
  });
  return router;
}
