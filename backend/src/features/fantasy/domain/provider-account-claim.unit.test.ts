import { describe, it } from 'vitest';
import { deciderSpec } from '../../../testing/decider-spec';
import { providerAccountClaimDecider } from './provider-account-claim';

const spec = deciderSpec(providerAccountClaimDecider, {});
const claim = (userId: string) => ({ userId, provider: 'yahoo', providerUserId: 'GUID1' });

describe('ClaimProviderAccount', () => {
  it('gives an unclaimed provider account to the first player', () => {
    spec
      .given()
      .when(claim('u1'))
      .then([{ type: 'ProviderAccountClaimed', data: claim('u1') }]);
  });

  it('lets the same player reconnect', () => {
    spec
      .given({ type: 'ProviderAccountClaimed', data: claim('u1') })
      .when(claim('u1'))
      .thenNothing();
  });

  it('refuses another player', () => {
    spec
      .given({ type: 'ProviderAccountClaimed', data: claim('u1') })
      .when(claim('u2'))
      .thenRefuses(/already linked to another player/);
  });
});
