import {
  adminEmailClaimStream,
  adminStream,
  adminUsernameClaimStream,
  texts,
  type AdminAccountInput,
  type AdminProfile,
  type AdminRole,
  type EventStore,
} from '@fr/contracts';
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { hashPassword } from '../../platform/passwords';
import { adminCredential, setPassword } from '../../platform/credentials';
import { adminAccountDecider, type AdminAccountState } from './domain/admin-account';
import { adminClaimDecider, type AdminClaimEvent } from './domain/admin-claim';

/** What creating and finding admins needs: the command path and the store (the admin:create script has both). */
export type AdminWriteServices = Pick<AppServices, 'commands' | 'store' | 'now' | 'pool'>;

/**
 * Creates an admin account: claims the username and the e-mail (each a stream, first claim wins), then records the
 * account. The admin:create script, the setup link and the tests all come through here.
 */
export async function createAdmin(
  services: AdminWriteServices,
  input: AdminAccountInput & { role: AdminRole; via: 'cli' | 'setup-link' },
): Promise<AdminProfile> {
  const adminId = randomUUID();
  const username = input.username.trim();
  const email = input.email.trim();
  const passwordHash = await hashPassword(input.password);
  const usernameClaim = { type: 'AdminUsernameClaimed', data: { adminId, value: username } } as const;
  const emailClaim = { type: 'AdminEmailClaimed', data: { adminId, value: email } } as const;
  await claim(services, adminUsernameClaimStream(username), usernameClaim, texts.server.adminUsernameTaken);
  try {
    // Before the account is recorded, so no admin exists without its password. Should the creation fail after it, the
    // row names an admin that never came to be: harmless, its id is fresh and nothing reads it.
    await setPassword(services.pool, adminCredential(adminId), passwordHash, services.now());
    await claim(services, adminEmailClaimStream(email), emailClaim, texts.server.adminEmailTaken);
    await services.commands.handle({
      streamId: adminStream(adminId),
      decider: adminAccountDecider,
      command: {
        type: 'CreateAdmin',
        data: { adminId, username, email, role: input.role, hasPassword: true, via: input.via, createdAt: services.now().toISOString() },
      },
      context: { now: services.now() },
      eventId: () => eventIdFor(`admin:${adminId}:created`),
      metadata: { actor: `admin:${adminId}`, adminId, command: 'CreateAdmin', via: input.via },
    });
  } catch (error) {
    await release(services, adminEmailClaimStream(email), { type: 'AdminEmailReleased', data: emailClaim.data });
    await release(services, adminUsernameClaimStream(username), { type: 'AdminUsernameReleased', data: usernameClaim.data });
    throw error;
  }
  return { adminId, username, email, role: input.role };
}

async function claim(services: AdminWriteServices, streamId: string, event: AdminClaimEvent, takenMessage: string) {
  await services.commands.handle({
    streamId,
    decider: adminClaimDecider,
    command: { type: 'Claim', event, takenMessage },
    context: {},
    eventId: () => eventIdFor(`${streamId}:${event.data.adminId}`),
    metadata: { actor: `admin:${event.data.adminId}`, adminId: event.data.adminId },
  });
}

async function release(services: AdminWriteServices, streamId: string, event: AdminClaimEvent) {
  await services.commands.handle({
    streamId,
    decider: adminClaimDecider,
    command: { type: 'Release', event },
    context: {},
    eventId: () => eventIdFor(`${streamId}:${event.data.adminId}:released`),
    metadata: { actor: `admin:${event.data.adminId}`, adminId: event.data.adminId },
  });
}

/** An admin account folded from its stream, or null. Read from the store, so it works with no read model running. */
export async function loadAdmin(
  store: Pick<EventStore, 'read'>,
  adminId: string,
): Promise<(AdminAccountState & { adminId: string }) | null> {
  let state = adminAccountDecider.initialState();
  for (const e of await store.read(adminStream(adminId))) {
    state = adminAccountDecider.evolve(state, { type: e.type, data: e.data } as Parameters<typeof adminAccountDecider.evolve>[1]);
  }
  return state.adminId ? { ...state, adminId: state.adminId } : null;
}

/** The admin that holds a username or an e-mail (the claim streams say which), or null. */
export async function findAdmin(store: Pick<EventStore, 'read'>, usernameOrEmail: string) {
  const value = usernameOrEmail.trim();
  const stream = value.includes('@') ? adminEmailClaimStream(value) : adminUsernameClaimStream(value);
  const last = (await store.read(stream)).at(-1);
  if (!last || !last.type.endsWith('Claimed')) return null;
  return loadAdmin(store, String(last.data.adminId));
}
