import { LRUCache } from 'lru-cache';
import { READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS, START, type Checkpoint, type ProjectionGroup, type StoredEvent } from '@fr/contracts';
import type { BusMessage } from './session-bus';

/**
 * What a read found, and its subjects: whatever a committed event names that may change it (see `subjectsOf`). A read
 * of a player's rows names the player (`playerSubject`).
 */
export interface Loaded<T> {
  value: T;
  subjects: readonly string[];
}

/** The subject of every event whose payload names the player. */
export const playerSubject = (userId: string): string => `player:${userId}`;

/**
 * What committed events may change: each event's stream, and the player its payload names (`userId`). Stream names
 * hold no colon after their type (the contracts' stream templates join with hyphens), so the two never meet.
 */
export function subjectsOf(events: readonly StoredEvent[]): string[] {
  const subjects = new Set<string>();
  for (const event of events) {
    subjects.add(event.streamId);
    const { userId } = event.data;
    if (typeof userId === 'string') subjects.add(playerSubject(userId));
  }
  return [...subjects];
}

/**
 * A batch a projections process committed to a group of read models, as the bus carries it: the subjects of its
 * events, the position of its last event, and the group's lowest checkpoint after it (null in all but the last message
 * of a batch split in parts).
 */
export type GroupChange = Omit<Extract<BusMessage, { kind: 'changed' }>, 'kind' | 'from'>;

interface Entry {
  value: unknown;
  group: ProjectionGroup;
  /** Every change to the group up to this position had been heard when the read began: the read shows them. */
  tag: Checkpoint;
  subjects: readonly string[];
}

/** Subjects changed lately, per group: a read still running when its subjects change is not kept. */
const RECENT_SUBJECTS = 100_000;

const max = (a: Checkpoint, b: Checkpoint): Checkpoint => (b > a ? b : a);
const subjectKey = (group: ProjectionGroup, subject: string) => `${group}\n${subject}`;

/**
 * An API process's memory of player reads (docs/decisions/0023-read-cache.md). A read is kept with the subjects whose
 * events it shows, and dropped when a projections process reports a committed batch with an event on one of them.
 *
 * Read-your-writes holds without asking the database: a read is served from memory only to a request whose position
 * token (its browser's last write) is at most the read's tag, the group's position heard from the projections before
 * the read began. A read during which one of its subjects changed is not kept. Like the session cache, it is served
 * only while this process's heartbeats come back over the bus, so every change reported before then has arrived.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The keys of the entries that show each subject, per group. */
  private readonly dependents = new Map<string, Set<string>>();
  /** The last change heard to each subject lately, per group. */
  private readonly recent: LRUCache<string, Checkpoint>;
  /** The newest change pushed out of `recent`, per group: a read tagged before it may have missed it. */
  private readonly forgotten = new Map<ProjectionGroup, Checkpoint>();
  /** Each group's lowest checkpoint as reported: every change up to it has been heard. */
  private readonly heard = new Map<ProjectionGroup, Checkpoint>();
  /** Moves when everything is dropped: a read begun before is not kept. */
  private generation = 0;

  constructor(
    /** Whether every change reported until recently has arrived (the bus's heartbeats come back). */
    private readonly fresh: () => boolean,
    /** false: reads always go to the read model (the bench's comparison); changes are still heard. */
    private readonly serve = true,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: READ_CACHE_MAX_ENTRIES,
      ttl: READ_CACHE_TTL_MS,
      dispose: (entry, key) => this.forgetDependents(key, entry),
    });
    this.recent = new LRUCache<string, Checkpoint>({
      max: RECENT_SUBJECTS,
      dispose: (position, key, reason) => {
        if (reason !== 'evict') return;
        const group = key.slice(0, key.indexOf('\n')) as ProjectionGroup;
        this.forgotten.set(group, max(this.forgotten.get(group) ?? START, position));
      },
    });
  }

  /**
   * The value `load` reads from the group's read models, from memory when a read of it is kept and shows `floor` (the
   * request's position token, null without one). The value is shared by every request served from memory: callers
   * must not change it.
   */
  async read<T>(key: string, options: { group: ProjectionGroup; floor: Checkpoint | null }, load: () => Promise<Loaded<T>>): Promise<T> {
    const { group, floor } = options;
    const entry = this.serve && this.fresh() ? this.entries.get(key) : undefined;
    if (entry && entry.group === group && (floor === null || floor <= entry.tag)) return entry.value as T;
    const tag = this.heard.get(group) ?? START;
    const generation = this.generation;
    const loaded = await load();
    if (this.mayKeep(group, tag, generation, loaded.subjects)) {
      this.entries.delete(key);
      this.entries.set(key, { value: loaded.value, group, tag, subjects: loaded.subjects });
      for (const subject of loaded.subjects) {
        const k = subjectKey(group, subject);
        const keys = this.dependents.get(k) ?? new Set<string>();
        keys.add(key);
        this.dependents.set(k, keys);
      }
    }
    return loaded.value;
  }

  private mayKeep(group: ProjectionGroup, tag: Checkpoint, generation: number, subjects: readonly string[]): boolean {
    if (!this.serve || generation !== this.generation || !this.fresh()) return false;
    if ((this.forgotten.get(group) ?? START) > tag) return false;
    return subjects.every((subject) => (this.recent.get(subjectKey(group, subject)) ?? START) <= tag);
  }

  /** A committed batch, reported by whichever process projects the group: drops the reads of its subjects. */
  changed(change: GroupChange): void {
    const { group, lowest, last, subjects } = change;
    for (const subject of subjects) {
      const k = subjectKey(group, subject);
      this.recent.set(k, max(this.recent.get(k) ?? START, last));
      const keys = this.dependents.get(k);
      if (keys) for (const key of [...keys]) this.entries.delete(key);
    }
    if (lowest !== null) this.heard.set(group, max(this.heard.get(group) ?? START, lowest));
  }

  /** Drops everything: the bus broke (changes may be lost), or a read model was swapped for a rebuilt one. */
  reset(): void {
    this.generation += 1;
    this.entries.clear();
    this.recent.clear();
  }

  /** Whether a read is kept under `key` (for the tests and the bench, which check that the cache is used). */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  private forgetDependents(key: string, entry: Entry): void {
    for (const subject of entry.subjects) {
      const k = subjectKey(entry.group, subject);
      const keys = this.dependents.get(k);
      keys?.delete(key);
      if (keys?.size === 0) this.dependents.delete(k);
    }
  }
}

/** Subjects per bus message: PostgreSQL's NOTIFY takes 8,000 bytes, and a subject's name is at most about a hundred. */
const SUBJECTS_PER_MESSAGE = 50;

/** A batch's change in parts small enough for either bus; the group's position moves with the last part only. */
export function changeParts(change: GroupChange): GroupChange[] {
  if (change.subjects.length <= SUBJECTS_PER_MESSAGE) return [change];
  const parts: GroupChange[] = [];
  for (let i = 0; i < change.subjects.length; i += SUBJECTS_PER_MESSAGE) {
    const subjects = change.subjects.slice(i, i + SUBJECTS_PER_MESSAGE);
    parts.push({ ...change, subjects, lowest: i + SUBJECTS_PER_MESSAGE >= change.subjects.length ? change.lowest : null });
  }
  return parts;
}
