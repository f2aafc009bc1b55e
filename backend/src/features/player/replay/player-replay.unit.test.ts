import { readFileSync } from 'node:fs';
import { isOrderedMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '@fr/contracts';
import { playerDecider, type PlayerEvent } from '../../../testing/player-fixtures';

/**
 * A recorded player log (every event type of the stream, as the deciders produced them) folds into the state recorded
 * as expected data before the stream was split into feature slices: the composition must not change what a replay
 * of a stored stream gives. Parts added since (checkout reservations, the instant of the last check-in) were recorded
 * by the change that added them, beside an unchanged rest.
 */
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

/** JSON keeps no Map or Set: they are written as tagged entries, so a Map cannot pass for a plain object. */
const plain = (state: unknown): unknown =>
  JSON.parse(
    JSON.stringify(state, function (this: Record<string, unknown>, key: string, value: unknown) {
      // The persistent maps of the state (immutable's, in insertion order) as the Maps they replaced; read from the
      // holder, since JSON.stringify hands the replacer what their toJSON made of them.
      const original = this[key];
      if (value instanceof Map || isOrderedMap(original)) return { Map: [...(original as Map<unknown, unknown>).entries()] };
      if (value instanceof Set) return { Set: [...value] };
      return value;
    }),
  );

describe('player stream replay', () => {
  const log = fixture('./player-log.json') as PlayerEvent[];

  it('holds every event type the catalogue puts on the player stream', () => {
    const onPlayerStream = Object.entries(eventCatalogue).filter(([, entry]) => entry.stream === 'player-{userId}');
    expect(new Set(log.map((e) => e.type))).toEqual(new Set(onPlayerStream.map(([type]) => type)));
  });

  it('folds the recorded log into the recorded state', () => {
    const state = log.reduce(playerDecider.evolve, playerDecider.initialState());
    expect(plain(state)).toEqual(fixture('./player-state.expected.json'));
  });
});
