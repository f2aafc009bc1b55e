import type { CoinLot, EventData } from '@fr/contracts';

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
export function creditMovements(data: EventData<'CoinsCredited'>): Movement[] {
  const player = playerAccount(data.userId);
  const source = systemAccount(data.from);
  return [
    { account: player, counterAccount: source, lot: data.lot, amount: data.amount },
    { account: source, counterAccount: player, lot: data.lot, amount: -data.amount },
  ];
}

export function debitMovements(data: EventData<'CoinsDebited'>): Movement[] {
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
