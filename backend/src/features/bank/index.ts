import { bankProjector } from '@fr/projections';
import { defineFeature, type FeatureContext } from '../../feature';
import { adminRefundRoutes } from './admin-refund-routes';
import { bankRoutes } from './bank-routes';
import { createPaymentProvider, type PaymentProvider } from './payments';

export { bankSlice } from './bank-slice';
export { PaymentProviderUnavailableError, type BalanceTransaction } from './payments';

/** One provider per running system: the sandbox keeps its records in it, and the statement reads them back. */
const providers = new WeakMap<object, PaymentProvider>();

/** The system's payment provider, shared by the bank and the finance statement. */
export function paymentProviderOf(services: Pick<FeatureContext<never>, 'config' | 'now'>): PaymentProvider {
  let provider = providers.get(services.config);
  if (!provider) {
    provider = createPaymentProvider({ stripe: services.config.stripe, now: services.now });
    providers.set(services.config, provider);
  }
  return provider;
}

/** Coin packages for real money: Stripe Checkout when configured, else the sandbox. */
export const bankFeature = defineFeature({
  name: 'bank',
  projectors: [bankProjector],
  open(services) {
    const payments = paymentProviderOf(services);
    return { routers: [bankRoutes(services, payments), adminRefundRoutes(services, payments)] };
  },
});
