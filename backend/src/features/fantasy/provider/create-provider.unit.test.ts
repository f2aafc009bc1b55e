import { describe, expect, it } from 'vitest';
import { createProvider, isDemoProvider } from './index';

const base = { publicUrl: 'http://localhost:3000', demoEnabled: true };

describe('createProvider', () => {
  it('prefers Yahoo when both credentials are set', () => {
    const provider = createProvider({ ...base, yahoo: { clientId: 'id', clientSecret: 'secret' } });
    expect(provider?.id).toBe('yahoo');
    expect(provider?.authorizationUrl('s')).toMatch(/^https:\/\/api\.login\.yahoo\.com\/oauth2\/request_auth\?client_id=id&/);
    const standIn = createProvider({ ...base, yahoo: { clientId: 'id', clientSecret: 'secret', authBaseUrl: 'http://127.0.0.1:9/' } });
    expect(standIn?.authorizationUrl('s')).toMatch(/^http:\/\/127\.0\.0\.1:9\/oauth2\/request_auth\?/);
  });

  it('falls back to the demo provider when enabled and Yahoo is incomplete', () => {
    const provider = createProvider({ ...base, yahoo: { clientId: 'id', clientSecret: '' } });
    expect(provider?.id).toBe('demo');
    expect(isDemoProvider(provider)).toBe(true);
  });

  it('has no provider when neither is available', () => {
    expect(createProvider({ ...base, demoEnabled: false, yahoo: null })).toBeNull();
  });
});
