import { START, type EventReader, type SubscribeOptions, type Subscription } from '@fr/contracts';

export interface PollingDelays {
  /** Delay after an empty poll; doubles on every further empty poll up to maxDelayMs. */
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_POLLING_DELAYS: PollingDelays = { minDelayMs: 50, maxDelayMs: 500 };
const DEFAULT_BATCH_SIZE = 500;

export interface PollingSubscriptions {
  subscribe(options: SubscribeOptions): Subscription;
  /** Cuts the current back-off short, e.g. right after this process appended. */
  wake(): void;
  closeAll(): Promise<void>;
}

/**
 * Catch-up subscriptions that page through readAll. The checkpoint only moves after onEvents resolved, so a failing
 * handler gets the same batch again (after back-off) instead of losing it.
 */
export function createPollingSubscriptions(reader: Pick<EventReader, 'readAll'>, delays: PollingDelays): PollingSubscriptions {
  const active = new Set<PollingSubscription>();
  return {
    subscribe(options) {
      const subscription = new PollingSubscription(reader, options, delays, () => active.delete(subscription));
      active.add(subscription);
      return subscription;
    },
    wake() {
      for (const subscription of active) subscription.wake();
    },
    async closeAll() {
      await Promise.all([...active].map((subscription) => subscription.close()));
    },
  };
}

class PollingSubscription implements Subscription {
  private closed = false;
  private wakeRequested = false;
  private interruptSleep: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly reader: Pick<EventReader, 'readAll'>,
    private readonly options: SubscribeOptions,
    private readonly delays: PollingDelays,
    private readonly onClosed: () => void,
  ) {
    this.loop = this.run();
  }

  wake(): void {
    this.wakeRequested = true;
    this.interruptSleep?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.interruptSleep?.();
    await this.loop;
    this.onClosed();
  }

  private async run(): Promise<void> {
    let checkpoint = this.options.after ?? START;
    let delay = this.delays.minDelayMs;
    while (!this.closed) {
      try {
        const events = await this.reader.readAll({ after: checkpoint, limit: this.options.batchSize ?? DEFAULT_BATCH_SIZE });
        const last = events.at(-1);
        if (last && !this.closed) {
          await this.options.onEvents(events);
          checkpoint = last.position;
          delay = this.delays.minDelayMs;
          continue;
        }
      } catch (error) {
        this.report(error);
      }
      await this.sleep(delay);
      delay = Math.min(delay * 2, this.delays.maxDelayMs);
    }
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error('event store subscription: retrying after error', error);
  }

  private async sleep(ms: number): Promise<void> {
    // A wake() that arrived while we were reading must not be lost, so it skips the next sleep.
    if (this.wakeRequested || this.closed) {
      this.wakeRequested = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.interruptSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.interruptSleep = undefined;
    this.wakeRequested = false;
  }
}
