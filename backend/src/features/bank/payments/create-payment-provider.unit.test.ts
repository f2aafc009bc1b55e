import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './index';

describe('createPaymentProvider', () => {
  it('uses Stripe when its keys are configured and the sandbox otherwise', () => {
    expect(createPaymentProvider({ stripe: null }).id).toBe('sandbox');
    expect(createPaymentProvider({ stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } }).id).toBe('stripe');
  });

  it('is in test mode with the sandbox and a Stripe test key, not with a live key', () => {
    const stripe = (secretKey: string) => createPaymentProvider({ stripe: { secretKey, webhookSecret: 'whsec_x' } });
    expect(createPaymentProvider({ stripe: null }).testMode).toBe(true);
    expect(stripe('sk_test_x').testMode).toBe(true);
    expect(stripe('rk_test_x').testMode).toBe(true);
    expect(stripe('sk_live_x').testMode).toBe(false);
    expect(stripe('rk_live_x').testMode).toBe(false);
  });
});
