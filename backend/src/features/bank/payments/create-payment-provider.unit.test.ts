import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './index';

describe('createPaymentProvider', () => {
  it('uses Stripe when its keys are configured and the sandbox otherwise', () => {
    expect(createPaymentProvider({ stripe: null }).id).toBe('sandbox');
    expect(createPaymentProvider({ stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } }).id).toBe('stripe');
  });
});
