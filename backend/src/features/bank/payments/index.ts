import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

export * from './payment-provider';
export { scopedPaymentKey } from './payment-key';
export { createSandboxPaymentProvider } from './sandbox-payment-provider';
export { paymentEventFrom } from './stripe-completed-payment';
export { createStripePaymentProvider, type StripePaymentProviderOptions } from './stripe-payment-provider';

export interface PaymentConfig {
  /** Stripe's keys when card payments are live; null keeps the sandbox, where every checkout is paid at once. */
  stripe: { secretKey: string; webhookSecret: string; apiBaseUrl?: string } | null;
  /** The sandbox dates what it records by this clock (the system's, so tests can move it). */
  now?: () => Date;
}

/** Stripe Checkout when configured, else the sandbox (the embedded default and the tests). */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  return config.stripe ? createStripePaymentProvider(config.stripe) : createSandboxPaymentProvider(config.now);
}
