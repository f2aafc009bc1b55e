import { texts, type StyleItemId } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { ShopEvent, ShopState } from '../shop-slice';

export interface EquipStyle {
  type: 'EquipStyle';
  commandId: string;
  /** The owned item to show, or null to show none. */
  itemId: StyleItemId | null;
}

/** Shows one owned Style item on the profile (one at a time), or none; a retried command id changes nothing. */
export function decideEquipStyle(command: EquipStyle, state: Pick<ShopState, 'styles'>, { userId, now }: PlayerContext): ShopEvent[] {
  const { styles } = state;
  // A retry must not undo a later choice: the command that already chose once decides nothing again.
  if (styles.equipCommands.has(command.commandId)) return [];
  if (command.itemId !== null && !styles.owned.has(command.itemId)) throw new DomainError('business_rule', texts.server.styleNotOwned);
  if (styles.equipped === command.itemId) return [];
  return [
    { type: 'StyleItemEquipped', data: { userId, itemId: command.itemId, commandId: command.commandId, equippedAt: now.toISOString() } },
  ];
}
