import { describe, it } from 'vitest';
import { texts } from '@fr/contracts';
import { day, history, spec, userId } from '../../../testing/player-fixtures';

const exclude = (days: number) => ({ type: 'StartSelfExclusion', days }) as const;

describe('StartSelfExclusion', () => {
  it('pauses purchases and entries for the chosen days', () => {
    spec
      .given()
      .when(exclude(7))
      .then([
        {
          type: 'SelfExclusionStarted',
          data: { userId, days: 7, until: day(29).toISOString(), startedAt: day(22).toISOString() },
        },
      ]);
  });

  it('refuses another while one is in force, even a longer one', () => {
    spec
      .given(...history([[exclude(7), day(20)]]))
      .when(exclude(30))
      .thenRefuses(texts.server.alreadySelfExcluded);
  });

  it('starts a new one after the last has ended', () => {
    spec
      .given(...history([[exclude(7), day(1)]]))
      .when(exclude(30))
      .then([
        {
          type: 'SelfExclusionStarted',
          data: { userId, days: 30, until: new Date(day(22).getTime() + 30 * 86_400_000).toISOString(), startedAt: day(22).toISOString() },
        },
      ]);
  });
});
