import type { AllStreamSubscription } from '@eventstore/db-client';
import { START, type Checkpoint, type StoredEvent, type SubscribeOptions, type Subscription } from '@fr/contracts';
import { isSystemEvent, toCheckpoint, toStoredEvent } from './event-mapping';

const DEFAULT_BATCH_SIZE = 500;
const RETRY_DELAY_MS = 500;

/**
 * Adapts EventStoreDB's push subscription to sequential batches: events queue up while a batch is handled (the
 * server stream is paused when the queue is full), a failed batch is retried rather than dropped, and a dropped
 * connection resubscribes after the last queued event.
 */
export class PushSubscription implements Subscription {
  private readonly queue: StoredEvent[] = [];
  private readonly batchSize: number;
  private lastQueued: Checkpoint;
  private source: AllStreamSubscription | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly open: (after: Checkpoint) => AllStreamSubscription,
    private readonly options: SubscribeOptions,
  ) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.lastQueued = options.after ?? START;
    this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.source?.unsubscribe();
    await this.draining;
  }

  private connect(): void {
    if (this.closed) return;
    const source = this.open(this.lastQueued);
    this.source = source;
    source.on('data', (resolved) => {
      const recorded = resolved.event;
      if (!recorded?.position || isSystemEvent(recorded)) return;
      // The server starts after the given position, but a reconnect must never hand us an event twice.
      if (toCheckpoint(recorded.position) <= this.lastQueued) return;
      const event = toStoredEvent(recorded);
      this.lastQueued = event.position;
      this.queue.push(event);
      if (this.queue.length >= this.batchSize * 2) source.pause();
      this.draining ??= this.drain();
    });
    source.on('error', (error) => {
      if (this.closed) return;
      this.report(error);
      source.removeAllListeners();
      setTimeout(() => this.connect(), RETRY_DELAY_MS);
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.closed) {
      const batch = this.queue.slice(0, this.batchSize);
      try {
        await this.options.onEvents(batch);
        this.queue.splice(0, batch.length);
        if (this.source?.isPaused() && this.queue.length < this.batchSize) this.source.resume();
      } catch (error) {
        this.report(error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
    this.draining = undefined;
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('event store subscription: retrying after error', error);
  }
}
