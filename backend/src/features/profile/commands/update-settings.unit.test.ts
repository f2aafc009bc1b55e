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
            showOnLeaderboard: true,
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
            showOnLeaderboard: true,
            changedAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('hides the player from the leaderboard and keeps that choice when a later save does not mention it', () => {
    const hidden = {
      userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      timeZone: NY,
      emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
      showOnLeaderboard: false,
      changedAt: day(22).toISOString(),
    };
    spec
      .given(...history([[settings()]]))
      .when({ ...settings(), showOnLeaderboard: false })
      .then([{ type: 'ProfileSettingsChanged', data: hidden }]);
    spec
      .given(...history([[settings()], [{ ...settings(), showOnLeaderboard: false }]]))
      .when(settings())
      .thenNothing();
    spec
      .given(...history([[settings()], [{ ...settings(), showOnLeaderboard: false }]]))
      .when(settings('Ada', true))
      .then([{ type: 'ProfileSettingsChanged', data: { ...hidden, emailPreferences: { ...hidden.emailPreferences, marketing: true } } }]);
  });
});
