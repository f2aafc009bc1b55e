import { z } from 'zod';
import { UNVERIFIED_ACCOUNT_TTL_MS, accountStream, emailClaimStream, usernameClaimStream } from '@fr/contracts';
import { unverifiedRegisteredBefore } from '@fr/projections';
import type { JobDefinition } from '@fr/workers';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { accountDecider } from './domain/account';
import { releaseClaim } from './sign-up';

/** Hourly: registrations never verified within their time expire and give their username and e-mail back. */
export const expireUnverifiedJob = {
  payload: z.object({}),
  result: z.object({ expired: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export async function expireUnverified(
  services: Pick<AppServices, 'commands' | 'pool' | 'now' | 'sessions'>,
): Promise<{ expired: number }> {
  const now = services.now();
  let expired = 0;
  for (const userId of await unverifiedRegisteredBefore(services.pool, new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS))) {
    const result = await services.commands.handle({
      streamId: accountStream(userId),
      decider: accountDecider,
      command: { type: 'Expire' },
      context: { now },
      eventId: () => eventIdFor(`account:${userId}:expired`),
      metadata: { actor: 'system' },
    });
    // The claims are released from the decided state, so a run that stopped half-way finishes on the next one.
    const { username, email, expired: isExpired } = result.state;
    if (!isExpired || !username || !email) continue;
    // Its sessions end at their next request (the session check); the processes that knew the account must forget it.
    await services.sessions.revoke({ userIds: [userId] });
    await releaseClaim(services, usernameClaimStream(username), userId, { type: 'UsernameReleased', data: { userId, username } });
    await releaseClaim(services, emailClaimStream(email), userId, { type: 'EmailReleased', data: { userId, email } });
    if (result.events.length > 0) expired += 1;
  }
  return { expired };
}
