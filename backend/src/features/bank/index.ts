import { bankProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { bankRoutes } from './bank-routes';
import { createPaymentProvider } from './payments';

export { bankSlice } from './bank-slice';

/** Coin packages for real money: Stripe Checkout when configured, else the sandbox. */
export const bankFeature = defineFeature({
  name: 'bank',
  projectors: [bankProjector],
  open: (services) => ({ routers: [bankRoutes(services, createPaymentProvider({ stripe: services.config.stripe }))] }),
});
