import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  SESSION_BUS_HEARTBEAT_MS,
  SESSION_CACHE_FRESH_MS,
  SESSION_CACHE_MAX_ENTRIES,
  SESSION_CACHE_TTL_MS,
  SESSION_REVOCATION_WAIT_MS,
} from '@fr/contracts';
import type { Logger } from '../logger';
import type { BusMessage, SessionBus } from './session-bus';

/** The read cache's messages (read-cache.ts), which ride this bus beside the sessions'. */
export type OtherMessage = Extract<BusMessage, { kind: 'changed' | 'reset' }>;
type Unsent<M> = M extends unknown ? Omit<M, 'from'> : never;

/** Another cache on the same bus: it gets the messages of its kinds, and hears when the bus broke. */
export interface BusListener {
  message(message: OtherMessage): void;
  lost(): void;
}

/** What a revocation ends: sessions by id, and every session (and the known existence) of accounts. */
export interface Revocation {
  sessionIds?: readonly string[];
  userIds?: readonly string[];
}

/** A cached session row's data: the session's fields as koa-session stores them. */
type SessionRow = Record<string, unknown> & { userId?: string };

interface PendingRevocation {
  /** This process heard its own revocation: every message sent before it has arrived too. */
  heard: () => void;
  acks: Set<string>;
  acked: () => void;
  waitingFor: Set<string> | null;
}

/**
 * The API process's memory of player sessions and of which accounts exist (docs/decisions/0017-session-cache.md).
 *
 * Guarantee: when `revoke` resolves, no process serves the revoked sessions from its cache any more. Every process
 * heartbeats to itself over the bus and serves from its cache only while its last heartbeat came back within
 * SESSION_CACHE_FRESH_MS. The bus delivers messages in one order to every subscriber, so a process that heard a
 * heartbeat sent after a revocation has heard the revocation. The revoker waits for the acknowledgement of every
 * process it heard from recently, at most SESSION_REVOCATION_WAIT_MS, after which any process that has not acknowledged
 * is no longer fresh. Only a revocation the bus refused outright is left to SESSION_CACHE_TTL_MS.
 */
export class SessionCache {
  private readonly id = randomUUID();
  private readonly sessions = new LRUCache<string, SessionRow>({ max: SESSION_CACHE_MAX_ENTRIES, ttl: SESSION_CACHE_TTL_MS });
  private readonly accounts = new LRUCache<string, true>({ max: SESSION_CACHE_MAX_ENTRIES, ttl: SESSION_CACHE_TTL_MS });
  /** Players found not locked: a lock revokes them (as it does their sessions) before the admin's answer. */
  private readonly unlocked = new LRUCache<string, true>({ max: SESSION_CACHE_MAX_ENTRIES, ttl: SESSION_CACHE_TTL_MS });
  /** Moves at each revocation heard and each loss of the bus: a read begun before it is not cached after it. */
  private generation = 0;
  /** When (this process's monotonic clock) the last heartbeat that came back was sent. */
  private freshSince = Number.NEGATIVE_INFINITY;
  /** Every other process heard from, and when (this process's clock). */
  private readonly heardFrom = new Map<string, number>();
  private readonly pending = new Map<string, PendingRevocation>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly listeners: BusListener[] = [];
  /** Callers of `heardUpTo`, each waiting for a heartbeat sent after its call. */
  private readonly heartbeatWaiters = new Set<{ after: number; done: () => void }>();

  constructor(
    private readonly bus: SessionBus,
    private readonly log: Logger,
    /** false: never answers from memory (the bench's comparison), still drops and broadcasts what is revoked. */
    private readonly options: { serve: boolean } = { serve: true },
  ) {}

  async start(): Promise<void> {
    await this.bus.start({ message: (message) => this.receive(message), lost: () => this.lose() });
    if (this.bus.local) return;
    // Logged once per outage, not twice a second; the cache stops answering meanwhile anyway.
    let failing = false;
    const beat = () => {
      this.bus.publish({ kind: 'beat', from: this.id, sentAt: performance.now() }).then(
        () => (failing = false),
        (error: unknown) => {
          if (!failing) this.log.warn({ err: error }, 'session bus: heartbeat not sent; sessions are read from PostgreSQL');
          failing = true;
        },
      );
    };
    beat();
    this.heartbeat = setInterval(beat, SESSION_BUS_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Call after the process stopped answering requests: the others stop waiting for its acknowledgements. */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (!this.bus.local) await this.bus.publish({ kind: 'leave', from: this.id }).catch(() => undefined);
    await this.bus.close();
  }

  /** Whether the cache may answer now: always in one process, otherwise while the heartbeats come back. */
  private fresh(): boolean {
    return this.options.serve && this.busFresh();
  }

  /** Whether every message sent on the bus until SESSION_CACHE_FRESH_MS ago has reached this process. */
  busFresh(): boolean {
    return this.bus.local || performance.now() - this.freshSince < SESSION_CACHE_FRESH_MS;
  }

  /** Another cache on this bus (see BusListener). */
  attach(listener: BusListener): void {
    this.listeners.push(listener);
  }

  /** Sends another cache's message to every process, this one included; on one process, straight to the listeners. */
  async broadcast(message: Unsent<OtherMessage>): Promise<void> {
    const sent = { ...message, from: this.id } as OtherMessage;
    if (this.bus.local) for (const listener of this.listeners) listener.message(sent);
    else await this.bus.publish(sent);
  }

  /**
   * Resolves once a heartbeat sent after the call has come back: every message the bus took before the call has then
   * reached this process (the bus delivers in one order). On one process, at once.
   */
  async heardUpTo(): Promise<void> {
    if (this.bus.local) return;
    const after = performance.now();
    await new Promise<void>((done, fail) => {
      const waiter = { after, done };
      this.heartbeatWaiters.add(waiter);
      this.bus.publish({ kind: 'beat', from: this.id, sentAt: performance.now() }).catch((error: unknown) => {
        this.heartbeatWaiters.delete(waiter);
        fail(error);
      });
    });
  }

  /** A reading's ticket: `fill` keeps what the reading found only if nothing was revoked meanwhile. */
  ticket(): number {
    return this.generation;
  }

  session(id: string): SessionRow | undefined {
    if (!this.fresh()) return undefined;
    const row = this.sessions.get(id);
    // koa-session builds its session from a copy; the cached row must stay as read.
    return row && { ...row };
  }

  /** Keeps a session row read at `ticket`, for at most `remainingMs` (the row's own expiry). */
  fillSession(id: string, row: SessionRow, remainingMs: number, ticket: number): void {
    if (ticket !== this.generation || !this.fresh() || remainingMs <= 0) return;
    this.sessions.set(id, { ...row }, { ttl: Math.min(SESSION_CACHE_TTL_MS, remainingMs) });
  }

  /** Records in the cached row what this process just wrote to it (the last-seen time and network). */
  touchSession(id: string, fields: SessionRow): void {
    const row = this.sessions.get(id, { updateAgeOnGet: false });
    if (row) Object.assign(row, fields);
  }

  accountExists(userId: string): boolean {
    return this.fresh() && this.accounts.has(userId);
  }

  fillAccount(userId: string, ticket: number): void {
    if (ticket === this.generation && this.fresh()) this.accounts.set(userId, true);
  }

  isUnlocked(userId: string): boolean {
    return this.fresh() && this.unlocked.has(userId);
  }

  fillUnlocked(userId: string, ticket: number): void {
    if (ticket === this.generation && this.fresh()) this.unlocked.set(userId, true);
  }

  /** Whether this process holds the session (for the tests and the bench, which check that the cache is used). */
  holds(id: string): boolean {
    return this.sessions.has(id);
  }

  /**
   * Drops the sessions here at once, then in every other process: resolves once they all did (see the class).
   * Call it after the rows are gone, so that a process reading again finds them gone.
   */
  async revoke(revocation: Revocation): Promise<void> {
    const sessionIds = [...(revocation.sessionIds ?? [])];
    const userIds = [...(revocation.userIds ?? [])];
    if (sessionIds.length === 0 && userIds.length === 0) return;
    this.drop(sessionIds, userIds);
    if (this.bus.local) return;
    const nonce = randomUUID();
    let heard!: () => void;
    let acked!: () => void;
    const hearing = new Promise<void>((resolve) => (heard = resolve));
    const acknowledged = new Promise<void>((resolve) => (acked = resolve));
    const pending: PendingRevocation = { heard, acked, acks: new Set(), waitingFor: null };
    this.pending.set(nonce, pending);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SESSION_REVOCATION_WAIT_MS)));
    try {
      await this.bus.publish({ kind: 'revoke', from: this.id, nonce, sessionIds, userIds });
      const outcome = await Promise.race([hearing.then(() => acknowledged), deadline]);
      if (outcome === 'late') {
        const missing = pending.waitingFor ? [...pending.waitingFor].filter((id) => !pending.acks.has(id)) : null;
        this.log.warn({ missing }, 'session revocation: not every process confirmed in time; they no longer serve from their caches');
      }
    } catch (error) {
      this.log.error(
        { err: error },
        'session revocation could not be broadcast: other processes may serve the session until their cache entry expires',
      );
    } finally {
      clearTimeout(timer);
      this.pending.delete(nonce);
    }
  }

  private drop(sessionIds: readonly string[], userIds: readonly string[]): void {
    this.generation += 1;
    for (const id of sessionIds) this.sessions.delete(id);
    if (userIds.length === 0) return;
    const users = new Set(userIds);
    for (const userId of userIds) {
      this.accounts.delete(userId);
      this.unlocked.delete(userId);
    }
    const theirs = [...this.sessions.entries()].filter(([, row]) => row.userId !== undefined && users.has(row.userId));
    for (const [id] of theirs) this.sessions.delete(id);
  }

  private lose(): void {
    this.generation += 1;
    this.freshSince = Number.NEGATIVE_INFINITY;
    this.sessions.clear();
    this.accounts.clear();
    this.unlocked.clear();
    for (const listener of this.listeners) listener.lost();
  }

  private receive(message: BusMessage): void {
    const now = performance.now();
    if (message.from !== this.id) this.heardFrom.set(message.from, now);
    switch (message.kind) {
      case 'leave':
        this.heardFrom.delete(message.from);
        break;
      case 'beat':
        if (message.from !== this.id) break;
        this.freshSince = Math.max(this.freshSince, message.sentAt);
        for (const waiter of this.heartbeatWaiters) {
          if (message.sentAt < waiter.after) continue;
          this.heartbeatWaiters.delete(waiter);
          waiter.done();
        }
        break;
      case 'changed':
      case 'reset':
        for (const listener of this.listeners) listener.message(message);
        break;
      case 'revoke': {
        this.drop(message.sessionIds, message.userIds);
        const own = this.pending.get(message.nonce);
        if (message.from !== this.id) {
          this.bus.publish({ kind: 'ack', from: this.id, nonce: message.nonce }).catch((error: unknown) => {
            this.log.warn({ err: error }, 'session bus: acknowledgement not sent');
          });
        } else if (own) {
          // Everyone who could still be fresh without having heard this revocation was heard from recently: a process
          // silent for SESSION_CACHE_FRESH_MS before now cannot have had a heartbeat back since (see the class).
          own.waitingFor = new Set([...this.heardFrom].filter(([, at]) => now - at < 2 * SESSION_CACHE_FRESH_MS).map(([id]) => id));
          this.settle(own);
          own.heard();
        }
        break;
      }
      case 'ack': {
        const own = this.pending.get(message.nonce);
        if (!own) break;
        own.acks.add(message.from);
        this.settle(own);
        break;
      }
    }
    for (const [id, at] of this.heardFrom) if (now - at >= 2 * SESSION_REVOCATION_WAIT_MS) this.heardFrom.delete(id);
  }

  private settle(pending: PendingRevocation): void {
    if (pending.waitingFor && [...pending.waitingFor].every((id) => pending.acks.has(id))) pending.acked();
  }
}
