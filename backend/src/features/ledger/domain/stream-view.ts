import {
  commandLabel,
  describeEvent,
  ledgerFieldRoles,
  type AdminPerson,
  type AdminRole,
  type LedgerStreamEvent,
  type StoredEvent,
} from '@fr/contracts';
import { balanceOf, walletDecider, type WalletEvent, type WalletState } from '../../player';

const SECRET_KEY = /password|secret|sealed|token/i;
const REDACTED = '[redacted]';

const hidden = (key: string, role: AdminRole) => SECRET_KEY.test(key) || !(ledgerFieldRoles[key]?.includes(role) ?? true);

/**
 * The payload as `role` may read it, at any depth: every secret-looking value replaced (auditors read streams, not
 * credentials), and the fields `ledgerFieldRoles` keeps to other roles.
 */
export function redact(data: Record<string, unknown>, role: AdminRole): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, hidden(key, role) ? REDACTED : redactValue(value, role)]));
}

function redactValue(value: unknown, role: AdminRole): unknown {
  if (Array.isArray(value)) return value.map((item) => redactValue(item, role));
  if (value && typeof value === 'object') return redact(Object.fromEntries(Object.entries(value)), role);
  return value;
}

const isWalletEvent = (event: { type: string }): event is WalletEvent => event.type === 'CoinsCredited' || event.type === 'CoinsDebited';

/**
 * The person behind a cause's actor, as the log records it: `admin:{id}` for an admin, a player's id for the player, or
 * a name of the product (`system`, `partner:{name}`).
 */
export const actorId = (actor: string): string => actor.replace(/^admin:/, '');

/**
 * A player stream's events as `role` may read them, oldest first, each in words with its cause (the people behind the
 * causes looked up beforehand by `actorId`) and, for coin events, the wallet after it.
 */
export function streamView(
  events: readonly StoredEvent[],
  role: AdminRole,
  people: ReadonlyMap<string, AdminPerson> = new Map(),
): LedgerStreamEvent[] {
  let wallet: WalletState = walletDecider.initialState();
  return events.map((stored) => {
    const event = { type: stored.type, data: stored.data };
    let coins: LedgerStreamEvent['coins'] = null;
    if (isWalletEvent(event)) {
      const before = wallet;
      wallet = walletDecider.evolve(wallet, event);
      const earned = wallet.earned - before.earned;
      const purchased = wallet.purchased - before.purchased;
      coins = {
        amount: earned + purchased,
        earned,
        purchased,
        balanceAfter: balanceOf(wallet),
        earnedAfter: wallet.earned,
        purchasedAfter: wallet.purchased,
      };
    }
    const { command, correlationId, actor } = stored.metadata;
    return {
      eventId: stored.eventId,
      position: stored.position,
      streamPosition: stored.streamPosition,
      type: stored.type,
      label: describeEvent(stored.type, stored.data),
      recordedAt: stored.recordedAt,
      data: redact(stored.data, role),
      cause: {
        command: command ?? null,
        correlationId: correlationId ?? null,
        actor: actor ?? null,
        label: command ? commandLabel(command) : null,
        by: actor ? (people.get(actorId(actor)) ?? { id: actor, kind: 'system', name: actor, email: null }) : null,
      },
      coins,
    };
  });
}

/** The wallet replayed from the events recorded up to and including `asOf`. */
export function walletAsOf(events: readonly StoredEvent[], asOf: Date) {
  let wallet = walletDecider.initialState();
  let replayed = 0;
  let lastEventAt: string | null = null;
  for (const stored of events) {
    // A filter, not a cut-off: the ledger entries are selected by time the same way, whatever the stream order.
    if (Date.parse(stored.recordedAt) > asOf.getTime()) continue;
    replayed += 1;
    lastEventAt = stored.recordedAt;
    const event = { type: stored.type, data: stored.data };
    if (isWalletEvent(event)) wallet = walletDecider.evolve(wallet, event);
  }
  return { balance: balanceOf(wallet), earned: wallet.earned, purchased: wallet.purchased, events: replayed, lastEventAt };
}
