import { describe, it } from 'vitest';
import { NY, day, history, spec, userId } from '../../../testing/player-fixtures';

const settings = (firstName = 'Ada', marketing = false) =>
  ({
    type: 'UpdateSettings',
    firstName,
    lastName: 'Lovelace',
    timeZone: NY,
    emailPreferences: { drawResults: true, prizeUpdates: true, marketing },
  }) as const;

describe('UpdateSettings', () => {
  it("records the player's name, time zone and e-mail preferences", () => {
    spec
      .given()
      .when(settings())
      .then([
        {
          type: 'ProfileSettingsChanged',
          data: {
            userId,
            firstName: 'Ada',
            lastName: 'Lovelace',
            timeZone: NY,
            emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
            changedAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('decides nothing when the same settings are saved again', () => {
    spec
      .given(...history([[settings()]]))
      .when(settings())
      .thenNothing();
  });

  it('records a change of any field', () => {
    spec
      .given(...history([[settings()]]))
      .when(settings('Ada', true))
      .then([
        {
          type: 'ProfileSettingsChanged',
          data: {
            userId,
            firstName: 'Ada',
            lastName: 'Lovelace',
            timeZone: NY,
            emailPreferences: { drawResults: true, prizeUpdates: true, marketing: true },
            changedAt: day(22).toISOString(),
          },
        },
      ]);
  });
});
