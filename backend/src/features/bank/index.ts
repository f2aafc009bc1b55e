import { bankProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { adminRefundRoutes } from './admin-refund-routes';
import { bankRoutes } from './bank-routes';
import { createPaymentProvider } from './payments';

export { bankSlice } from './bank-slice';

/** Coin packages for real money: Stripe Checkout when configured, else the sandbox. */
export const bankFeature = defineFeature({
  name: 'bank',
  projectors: [bankProjector],
  open(services) {
    const payments = createPaymentProvider({ stripe: services.config.stripe });
    return { routers: [bankRoutes(services, payments), adminRefundRoutes(services, payments)] };
  },
});
