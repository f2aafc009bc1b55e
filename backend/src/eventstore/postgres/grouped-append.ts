import type { AppendResult, ExpectedVersion, NewEvent, StreamAppend } from '@fr/contracts';
import { appendEvents, type AppendTarget } from './append';
import { appendStreams } from './append-many';

/**
 * Append statements under way at once. Two: while one travels or commits, the next is already being sent, and whatever
 * arrives meanwhile waits for the first to come back and goes with the following one.
 */
const IN_FLIGHT = 2;
/** Streams per statement: bounds one statement's size (and its parameters) under a burst. */
const MAX_STREAMS = 100;

interface Waiting {
  append: StreamAppend;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export type Append = (streamId: string, events: NewEvent[], expectedVersion?: ExpectedVersion) => Promise<AppendResult>;

/**
 * Appends to different streams, made by concurrent callers, written together (group commit across streams): while
 * IN_FLIGHT statements are under way, the appends that arrive wait and then go as one multi-stream append
 * (append-many.ts), one round trip and one commit for all of them instead of one each. A process's purchases are each
 * one append on the player's own stream: under a burst, writing their statements to PostgreSQL was the API process's
 * largest entry in the profile (issue 24).
 *
 * Each caller gets what its append alone would answer: its own result or replay, its own version conflict or event id
 * conflict, since a multi-stream append settles each stream on its own. A stream appended to twice waits for a later
 * statement, as a multi-stream append names each stream once. A failure of the whole statement (a payload the database
 * refuses, a lost connection) sends each of its appends again alone, so only the one at fault fails. An append that
 * finds nothing under way goes at once, by itself: an idle process adds no wait.
 *
 * Only for a pool: the appends of one statement are one transaction, which callers inside transactions of their own
 * must never share.
 */
export function groupAppends(target: AppendTarget): Append {
  let waiting: Waiting[] = [];
  let inFlight = 0;

  const alone = async ({ append, resolve, reject }: Waiting) => {
    try {
      resolve(await appendEvents(target, append.streamId, append.events, append.expectedVersion));
    } catch (error) {
      reject(error);
    }
  };

  const together = async (batch: Waiting[]) => {
    let outcomes;
    try {
      outcomes = await appendStreams(
        target,
        batch.map((entry) => entry.append),
      );
    } catch {
      await Promise.all(batch.map(alone));
      return;
    }
    for (const [i, { resolve, reject }] of batch.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.status === 'appended') resolve(outcome.result);
      else reject(outcome.error);
    }
  };

  const send = () => {
    while (inFlight < IN_FLIGHT && waiting.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const streams = new Set<string>();
      for (const entry of waiting) {
        if (streams.has(entry.append.streamId) || batch.length === MAX_STREAMS) later.push(entry);
        else {
          streams.add(entry.append.streamId);
          batch.push(entry);
        }
      }
      waiting = later;
      inFlight++;
      void (batch.length === 1 ? alone(batch[0]!) : together(batch)).finally(() => {
        inFlight--;
        send();
      });
    }
  };

  return (streamId, events, expectedVersion) =>
    new Promise<AppendResult>((resolve, reject) => {
      waiting.push({ append: { streamId, events, expectedVersion }, resolve, reject });
      send();
    });
}
