import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'Jx3yQm9v0Lr1T5Wc8Zb2Nd6Hk4Pf7Sg0Ua3Ye5Ri1Ot',
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  TRUST_PROXY_HOPS: '1',
  PUBLIC_URL: 'https://rewards.example.com',
};

describe('configuration', () => {
  it('accepts a complete production configuration', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({
      env: 'production',
      proxyHops: 1,
      host: '0.0.0.0',
      demoProvider: false,
      sessionSecret: production.SESSION_SECRET,
    });
  });

  it.each([
    ['no session secret', { SESSION_SECRET: undefined }, /SESSION_SECRET/],
    ['the public development secret', { SESSION_SECRET: 'embedded-development-only-secret' }, /SESSION_SECRET/],
    ['a secret shorter than 32 random bytes', { SESSION_SECRET: 'a'.repeat(42) }, /SESSION_SECRET/],
    ['no SMTP server', { SMTP_URL: undefined }, /SMTP_URL/],
    ['the demo fantasy provider', { DEMO_PROVIDER: 'true' }, /DEMO_PROVIDER/],
    ['the sandbox bank (no Stripe)', { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }, /STRIPE_SECRET_KEY/],
    ['https without a trusted proxy', { TRUST_PROXY_HOPS: '0' }, /TRUST_PROXY_HOPS/],
    ['jobs on Redis without the token key that seals mail jobs', { REDIS_URL: 'redis://redis:6379' }, /TOKEN_ENCRYPTION_KEY/],
  ])('refuses production with %s', (_what, change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('refuses the old TRUST_PROXY flag instead of ignoring it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('listens on loopback outside production, and keeps the embedded session secret in the data folder', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', proxyHops: 0, sessionSecret: null, demoProvider: true });
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
