import { describe, it } from 'vitest';
import { granted, history, spec, userId, day } from '../../../testing/player-fixtures';

const owned = history(
  [
    [{ type: 'PurchaseStyle', commandId: 's1', item: { id: 'frame-emerald', coinCost: 500 } }],
    [{ type: 'PurchaseStyle', commandId: 's2', item: { id: 'frame-ruby', coinCost: 2500 } }],
  ],
  [granted(5000)],
);
const equip = (commandId: string, itemId: 'frame-emerald' | 'frame-ruby' | 'frame-gold' | null) =>
  ({ type: 'EquipStyle', commandId, itemId }) as const;

describe('EquipStyle', () => {
  it('shows an owned frame', () => {
    spec
      .given(...owned)
      .when(equip('e1', 'frame-ruby'))
      .then([{ type: 'StyleItemEquipped', data: { userId, itemId: 'frame-ruby', commandId: 'e1', equippedAt: day(22).toISOString() } }]);
  });

  it('shows one at a time, and none after taking it off', () => {
    const worn = history([[equip('e1', 'frame-ruby')]], owned);
    spec
      .given(...worn)
      .when(equip('e2', 'frame-emerald'))
      .then([{ type: 'StyleItemEquipped', data: { userId, itemId: 'frame-emerald', commandId: 'e2', equippedAt: day(22).toISOString() } }]);
    spec
      .given(...worn)
      .when(equip('e2', null))
      .then([{ type: 'StyleItemEquipped', data: { userId, itemId: null, commandId: 'e2', equippedAt: day(22).toISOString() } }]);
    spec
      .given(...worn)
      .when(equip('e2', 'frame-ruby'))
      .thenNothing();
  });

  it('refuses a frame the player does not own', () => {
    spec
      .given(...owned)
      .when(equip('e1', 'frame-gold'))
      .thenRefuses('You do not own this frame.');
  });

  it('decides nothing for a retried command, even after a later choice', () => {
    const later = history([[equip('e1', 'frame-ruby')], [equip('e2', null)]], owned);
    spec
      .given(...later)
      .when(equip('e1', 'frame-ruby'))
      .thenNothing();
  });
});
