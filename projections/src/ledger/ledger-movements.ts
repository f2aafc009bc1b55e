import type { CoinLot, EventData, StoredEvent } from '@fr/contracts';

export interface Movement {
  account: string;
  counterAccount: string;
  lot: CoinLot;
  /** Signed: positive into the account, negative out of it. */
  amount: number;
}

export const playerAccount = (userId: string) => `player:${userId}`;
export const systemAccount = (name: string) => `system:${name}`;

/** Double entry: every coin event becomes pairs of movements that cancel out, so all accounts always sum to zero. */
export function movementsOf(event: StoredEvent): Movement[] {
  if (event.type === 'CoinsCredited') {
    const data = event.data as EventData<'CoinsCredited'>;
    const player = playerAccount(data.userId);
    const source = systemAccount(data.from);
    return [
      { account: player, counterAccount: source, lot: data.lot, amount: data.amount },
      { account: source, counterAccount: player, lot: data.lot, amount: -data.amount },
    ];
  }
  if (event.type === 'CoinsDebited') {
    const data = event.data as EventData<'CoinsDebited'>;
    const player = playerAccount(data.userId);
    const sink = systemAccount(data.to);
    return (['earned', 'purchased'] as const).flatMap((lot) =>
      data.lots[lot] > 0
        ? [
            { account: player, counterAccount: sink, lot, amount: -data.lots[lot] },
            { account: sink, counterAccount: player, lot, amount: data.lots[lot] },
          ]
        : [],
    );
  }
  return [];
}
