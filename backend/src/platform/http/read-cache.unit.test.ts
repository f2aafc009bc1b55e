import { describe, expect, it } from 'vitest';
import { ReadCache, changeParts, playerSubject, subjectsOf, type GroupChange } from './read-cache';

/** A read-model read that counts its trips to the database and answers what `rows` holds now. */
function readModel(initial: string, streams = ['team-1']) {
  const state = { rows: initial, reads: 0 };
  const load = async () => {
    state.reads += 1;
    return { value: state.rows, subjects: streams };
  };
  return { state, load };
}

const change = (subjects: string[], last: string, lowest: string | null = last, group: GroupChange['group'] = 'player'): GroupChange => ({
  group,
  lowest,
  last,
  subjects,
});
const noToken = { group: 'player' as const, floor: null };

describe('the read cache', () => {
  it('answers a second read from memory, and reads again once a change to one of its streams is reported', async () => {
    const cache = new ReadCache(() => true);
    const { state, load } = readModel('10 points');
    expect(await cache.read('teams:p1', noToken, load)).toBe('10 points');
    expect(await cache.read('teams:p1', noToken, load)).toBe('10 points');
    expect(state.reads).toBe(1);

    state.rows = '12 points';
    cache.changed(change(['team-2'], '0005'));
    expect(await cache.read('teams:p1', noToken, load)).toBe('10 points');
    cache.changed(change(['team-1'], '0006'));
    expect(await cache.read('teams:p1', noToken, load)).toBe('12 points');
    expect(state.reads).toBe(2);
  });

  it("serves a request whose token is past what the read showed from the read model: the writer's read shows the write", async () => {
    const cache = new ReadCache(() => true);
    cache.changed(change(['elsewhere'], '0010'));
    const { state, load } = readModel('before the boost');
    await cache.read('teams:p1', noToken, load);
    state.rows = 'with the boost';
    // The player's write is at 0012; its batch's message has not arrived here yet.
    expect(await cache.read('teams:p1', { group: 'player', floor: '0012' }, load)).toBe('with the boost');
    // A token the cached read already showed is served from memory.
    expect(await cache.read('teams:p2', { group: 'player', floor: '0009' }, readModel('p2').load)).toBe('p2');
    const p2 = readModel('p2 again');
    expect(await cache.read('teams:p2', { group: 'player', floor: '0010' }, p2.load)).toBe('p2');
    expect(p2.state.reads).toBe(0);
  });

  it('does not keep a read during which one of its streams changed', async () => {
    const cache = new ReadCache(() => true);
    const { state, load } = readModel('old');
    let release!: () => void;
    const reading = cache.read('teams:p1', noToken, async () => {
      const loaded = await load();
      await new Promise<void>((resolve) => (release = resolve));
      return loaded;
    });
    await new Promise((resolve) => setImmediate(resolve));
    // The batch committed after the read's statement ran, and its message arrives before the read is kept.
    cache.changed(change(['team-1'], '0003'));
    state.rows = 'new';
    release();
    expect(await reading).toBe('old');
    expect(cache.holds('teams:p1')).toBe(false);
    expect(await cache.read('teams:p1', noToken, load)).toBe('new');
  });

  it('keeps a read when only other streams or another group changed meanwhile', async () => {
    const cache = new ReadCache(() => true);
    const { load } = readModel('rows');
    const reading = cache.read('teams:p1', noToken, load);
    cache.changed(change(['team-9'], '0003'));
    cache.changed(change(['team-1'], '0004', '0004', 'admin'));
    await reading;
    expect(cache.holds('teams:p1')).toBe(true);
  });

  it('serves nothing from memory while the bus is not known to deliver, and keeps nothing read meanwhile', async () => {
    let fresh = true;
    const cache = new ReadCache(() => fresh);
    const { state, load } = readModel('a');
    await cache.read('teams:p1', noToken, load);
    fresh = false;
    state.rows = 'b';
    expect(await cache.read('teams:p1', noToken, load)).toBe('b');
    expect(await cache.read('teams:p2', noToken, readModel('c').load)).toBe('c');
    fresh = true;
    expect(cache.holds('teams:p2')).toBe(false);
  });

  it('drops everything on a reset, and keeps no read that began before it', async () => {
    const cache = new ReadCache(() => true);
    await cache.read('teams:p1', noToken, readModel('a').load);
    let release!: () => void;
    const reading = cache.read('teams:p2', noToken, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'b', subjects: ['team-2'] };
    });
    cache.reset();
    release();
    await reading;
    expect(cache.holds('teams:p1')).toBe(false);
    expect(cache.holds('teams:p2')).toBe(false);
  });

  it('keeps nothing when asked not to serve, yet reads through', async () => {
    const cache = new ReadCache(() => true, false);
    const { state, load } = readModel('a');
    await cache.read('teams:p1', noToken, load);
    await cache.read('teams:p1', noToken, load);
    expect(state.reads).toBe(2);
  });

  it('splits a large batch into messages the bus takes, moving the group only with the last', () => {
    const streams = Array.from({ length: 120 }, (_, i) => `team-${i}`);
    const parts = changeParts(change(streams, '0100', '0090'));
    expect(parts.map((p) => p.subjects.length)).toEqual([50, 50, 20]);
    expect(parts.map((p) => p.lowest)).toEqual([null, null, '0090']);
    expect(parts.flatMap((p) => p.subjects)).toEqual(streams);
    expect(parts.every((p) => p.last === '0100')).toBe(true);
  });
});

describe('the subjects of committed events', () => {
  const event = (streamId: string, data: Record<string, unknown>) =>
    ({
      eventId: streamId,
      type: 'T',
      schemaVersion: 1,
      streamId,
      streamPosition: 1,
      position: '1',
      data,
      metadata: {},
      recordedAt: '',
    }) as const;

  it("are each event's stream and the player its payload names, once each", () => {
    expect(
      subjectsOf([
        event('team-1', { userId: 'u1', teamId: '1' }),
        event('team-2', { userId: 'u1' }),
        event('config-tiers', { tierName: 'Gold' }),
      ]),
    ).toEqual(['team-1', playerSubject('u1'), 'team-2', 'config-tiers']);
  });
});
