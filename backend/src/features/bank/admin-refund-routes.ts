import Router from '@koa/router';
import { apiRoutes, coinRefundStream, texts } from '@fr/contracts';
import { coinPurchaseOf } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { balanceOf, handlePlayerCommand } from '../player';
import type { bankSlice } from './bank-slice';
import { PaymentProviderUnavailableError, type PaymentProvider } from './payments';
import { refundIssueDecider } from './refund-issue';

/**
 * An admin refunds a coin purchase in full: the provider gives the money back, then the coins are taken back as a
 * refund webhook takes them (ReverseCoinPurchase, cumulative amount), so the admin's call and Stripe's
 * `charge.refunded` racing each other reverse the purchase once.
 */
export function adminRefundRoutes(services: AppServices, payments: PaymentProvider): Router {
  const router = new Router();
  contractRoute(router, apiRoutes.adminRefundPurchase, async ({ admin, params, body }) => {
    const purchase = await coinPurchaseOf(services.pool, params.userId, params.purchaseId);
    if (!purchase) throw new AppError('not_found', texts.server.purchaseNotFound);
    // A Stripe payment is refunded by its PaymentIntent; the sandbox knows its payments by their own id.
    const paymentRef = purchase.provider === 'sandbox' ? purchase.purchaseId : purchase.paymentRef;
    if (!paymentRef) throw new AppError('business_rule', texts.server.purchaseNotRefundable);
    let refundId: string;
    try {
      ({ refundId } = await payments.refund({
        paymentRef,
        amountCents: purchase.priceCents,
        idempotencyKey: `admin-refund-${purchase.purchaseId}`,
      }));
    } catch (error) {
      if (error instanceof PaymentProviderUnavailableError) throw new AppError('bad_gateway', texts.server.refundProviderFailed);
      throw error;
    }
    const metadata = { actor: `admin:${admin.adminId}`, adminId: admin.adminId };
    const issued = await services.commands.handle({
      streamId: coinRefundStream(purchase.purchaseId),
      decider: refundIssueDecider,
      command: {
        type: 'IssueRefund',
        refund: {
          userId: params.userId,
          paymentId: purchase.purchaseId,
          adminId: admin.adminId,
          reason: body.reason,
          refundId,
          refundedCents: purchase.priceCents,
          issuedAt: services.now().toISOString(),
        },
      },
      context: {},
      metadata: { ...metadata, command: 'IssueRefund' },
    });
    const reversed = await handlePlayerCommand<typeof bankSlice>(
      services,
      params.userId,
      {
        type: 'ReverseCoinPurchase',
        paymentId: purchase.purchaseId,
        reason: 'refund',
        reversedCents: purchase.priceCents,
        providerEventId: refundId,
      },
      { ...metadata, command: 'ReverseCoinPurchase' },
    );
    await services.waitForReadModels(issued.position);
    await services.waitForReadModels(reversed.position);
    return { message: texts.server.purchaseRefunded, refundedCents: purchase.priceCents, balance: balanceOf(reversed.state.wallet) };
  });
  return router;
}
