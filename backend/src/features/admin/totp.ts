import { Secret, TOTP } from 'otpauth';
import { ADMIN_TOTP_ISSUER, adminStream } from '@fr/contracts';
import type { TokenCipher } from '../../platform/token-cipher';
import { adminAccountDecider } from './domain/admin-account';
import type { AdminWriteServices } from './admin-write';
import { loadAdmin } from './admin-write';

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ADMIN_TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * The time step (30-second period since the epoch) a code belongs to, checked at `at` against that moment's step and
 * the one either side (for clocks a little apart), or null when it matches none. Which step matched, rather than just
 * yes or no, is what lets the admin's stream accept each code once (see the admin account decider).
 */
export function totpCodeStep(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret, 'check');
  const timestamp = at.getTime();
  const delta = totp.validate({ token: code, window: 1, timestamp });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The admin's confirmed TOTP secret (unsealed), or null when no second factor is enrolled. */
export function enrolledSecret(cipher: TokenCipher, admin: { adminId: string; totpEnabled: boolean; sealedTotpSecret: string | null }) {
  return admin.totpEnabled && admin.sealedTotpSecret ? cipher.decrypt(admin.sealedTotpSecret, admin.adminId) : null;
}

/** Issues a new secret (sealed in the event, bound to the admin id); the secret and its URI are shown once. */
export async function startTotpEnrolment(services: AdminWriteServices, cipher: TokenCipher, adminId: string) {
  const admin = await loadAdmin(services.store, adminId);
  const secret = new Secret({ size: 20 }).base32;
  await services.commands.handle({
    streamId: adminStream(adminId),
    decider: adminAccountDecider,
    command: { type: 'StartTotpEnrolment', adminId, sealedSecret: cipher.encrypt(secret, adminId) },
    context: { now: services.now() },
    metadata: { actor: `admin:${adminId}`, adminId, command: 'StartTotpEnrolment' },
  });
  return { secret, uri: totpOf(secret, admin?.username ?? adminId).toString() };
}

/** Confirms the latest enrolment with a current code; sign-in asks for a code from then on. */
export async function confirmTotp(services: AdminWriteServices, cipher: TokenCipher, adminId: string, code: string) {
  const admin = await loadAdmin(services.store, adminId);
  const sealed = admin?.sealedTotpSecret ?? null;
  const now = services.now();
  return services.commands.handle({
    streamId: adminStream(adminId),
    decider: adminAccountDecider,
    command: { type: 'ConfirmTotp', adminId, codeStep: sealed === null ? null : totpCodeStep(cipher.decrypt(sealed, adminId), code, now) },
    context: { now },
    metadata: { actor: `admin:${adminId}`, adminId, command: 'ConfirmTotp' },
  });
}
