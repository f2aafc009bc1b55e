import { purchaseLimitAt, texts, type SettingsResponse } from '@fr/contracts';
import { findUserById, purchaseLimitOf, selfExcludedUntil, settingsOf } from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';
import type { ProfileState } from './profile-slice';
import { purchasedThisMonthCents } from './responsible-play';

/**
 * The Settings tab. After a change, the parts on the player's stream (settings, limit, self-exclusion) come from the
 * state the command left, so the answer never depends on the read model having caught up; the e-mail, the sign-up
 * names the defaults fall back to and this month's purchases come from the read models.
 */
export async function settingsAnswer(
  services: Pick<AppServices, 'pool' | 'now'>,
  userId: string,
  decided?: ProfileState,
): Promise<SettingsResponse> {
  const { pool } = services;
  const now = services.now();
  const [user, saved, spentCents, limit, excludedUntil] = await Promise.all([
    findUserById(pool, userId),
    decided?.settings ?? settingsOf(pool, userId),
    purchasedThisMonthCents(services, userId),
    decided ? purchaseLimitAt(decided.purchaseLimitChanges, now) : purchaseLimitOf(pool, userId, now),
    decided ? activeUntil(decided.selfExcludedUntil, now) : selfExcludedUntil(pool, userId, now),
  ]);
  if (!user) throw new AppError('not_found', texts.server.notFound);
  return {
    ...saved,
    email: user.email,
    monthlyPurchaseLimitUsd: limit.monthlyLimitUsd,
    pendingLimit: limit.pending,
    purchasedThisMonthUsd: spentCents / 100,
    selfExcludedUntil: excludedUntil,
  };
}

const activeUntil = (until: string | null, now: Date) => (until && Date.parse(until) > now.getTime() ? until : null);
