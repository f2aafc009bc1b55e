import { strToU8, zipSync } from 'fflate';
import { ACTIVITY_MAX_PAGE_SIZE, EXPORT_TAX_ID_VISIBLE_DIGITS, NOTIFICATIONS_MAX_PAGE_SIZE, retentionPolicy, texts } from '@fr/contracts';
import {
  activityOf,
  consentsOf,
  eligibilityChangesOf,
  eligibilityDeclarationOf,
  findUserById,
  listTeams,
  listTickets,
  notificationsOf,
  playerBalance,
  purchasedBoosts,
  settingsOf,
  wonPrizesOf,
} from '@fr/projections';
import type pg from 'pg';
import { sessionRecordsOf } from '../../platform/http/session-records';
import type { TokenCipher } from '../../platform/token-cipher';
import { supportMessagesOf } from '../legal';
import { maskedTaxRecordsOf, shippingAddressesOf } from '../prizes';

/** Every page of a paged read-model query. */
async function allPages<T>(pageSize: number, page: (n: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let n = 1; ; n++) {
    const { items: batch, total } = await page(n);
    items.push(...batch);
    if (batch.length === 0 || items.length >= total) return items;
  }
}

/** How many records an export would hold: above EXPORT_INLINE_MAX_RECORDS it is built by a job. */
export async function exportRecordCount(pool: pg.Pool, userId: string): Promise<number> {
  const [activity, notifications] = await Promise.all([activityOf(pool, userId, 1, 1), notificationsOf(pool, userId, 1, 1)]);
  return activity.total + notifications.total;
}

/**
 * Everything held about the player, one JSON file per section, read through each feature's read-model queries (never
 * their tables). The tax id is masked but for its last digits: the export may travel by e-mail link.
 */
export async function buildDataExport(pool: pg.Pool, cipher: TokenCipher, userId: string, now: Date): Promise<Uint8Array> {
  const [
    account,
    settings,
    teams,
    tickets,
    boosts,
    balance,
    prizes,
    taxRecords,
    shippingAddresses,
    sessions,
    activity,
    notifications,
    consents,
    support,
    declaration,
    eligibilityChanges,
  ] = await Promise.all([
    findUserById(pool, userId),
    settingsOf(pool, userId),
    listTeams(pool, userId),
    listTickets(pool, userId),
    purchasedBoosts(pool, userId),
    playerBalance(pool, userId),
    wonPrizesOf(pool, userId),
    maskedTaxRecordsOf(pool, cipher, userId, EXPORT_TAX_ID_VISIBLE_DIGITS),
    shippingAddressesOf(pool, cipher, userId),
    sessionRecordsOf(pool, userId),
    allPages(ACTIVITY_MAX_PAGE_SIZE, (n) => activityOf(pool, userId, n, ACTIVITY_MAX_PAGE_SIZE)),
    allPages(NOTIFICATIONS_MAX_PAGE_SIZE, (n) => notificationsOf(pool, userId, n, NOTIFICATIONS_MAX_PAGE_SIZE)),
    consentsOf(pool, userId),
    supportMessagesOf(pool, userId),
    eligibilityDeclarationOf(pool, userId),
    eligibilityChangesOf(pool, userId),
  ]);
  const files: Record<string, unknown> = {
    'README.json': {
      exportedAt: now.toISOString(),
      userId,
      contents: texts.server.privacy.exportReadme,
    },
    'account.json': account,
    'settings.json': settings,
    'teams.json': teams,
    'tickets.json': tickets,
    'boosts.json': boosts,
    'coins.json': { balance },
    // Coin movements, tickets earned, raffle entries and prizes, each with its cause: the ledger as it concerns the player.
    'activity.json': activity,
    'prizes.json': { prizes, claimTaxDetails: taxRecords, shippingAddresses },
    // The date of birth and state declared before entering, and each change of them.
    'eligibility.json': { declaration, changes: eligibilityChanges },
    'notifications.json': notifications,
    'sessions.json': sessions,
    // Accepted versions of the Terms and Privacy Policy, and what the player wrote to support (with our answers).
    'consents.json': consents,
    'support.json': support,
    'retention.json': retentionPolicy,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(JSON.stringify(content, null, 2))])));
}
