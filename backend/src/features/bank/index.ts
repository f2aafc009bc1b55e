import { bankProjector } from '@fr/projections';
import { defineFeature } from '../feature';
import { bankRoutes } from './bank-routes';
import { createPaymentProvider } from './payments';

/** Coin packages for real money: Stripe Checkout when configured, else the sandbox. */
export const bankFeature = defineFeature({
  name: 'bank',
  projectors: [bankProjector],
  open: (platform) => ({ routers: [bankRoutes(platform, createPaymentProvider({ stripe: platform.config.stripe }))] }),
});
