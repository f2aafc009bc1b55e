import type { LedgerStreamEvent, StoredEvent } from '@fr/contracts';
import { balanceOf, walletDecider, type WalletEvent, type WalletState } from '../../player';

const SECRET_KEY = /password|secret|sealed|token/i;
const REDACTED = '[redacted]';

/** The payload with every secret-looking value replaced, at any depth: auditors read streams, not credentials. */
export function redact(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, SECRET_KEY.test(key) ? REDACTED : redactValue(value)]));
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return redact(Object.fromEntries(Object.entries(value)));
  return value;
}

const isWalletEvent = (event: { type: string }): event is WalletEvent => event.type === 'CoinsCredited' || event.type === 'CoinsDebited';

/** A player stream's events, oldest first, each with its cause and, for coin events, the wallet after it. */
export function streamView(events: readonly StoredEvent[]): LedgerStreamEvent[] {
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
      recordedAt: stored.recordedAt,
      data: redact(stored.data),
      cause: { command: command ?? null, correlationId: correlationId ?? null, actor: actor ?? null },
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
