import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { SHOP_CONFIRM_ABOVE_COINS, shopTexts, type TierUpgradeCode, tierUpgradeLevels } from '@fr/contracts/shop';
import type { ShopBoostType } from '@fr/contracts/shop';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useGetCoinLotsQuery } from '../../../api/coins';
import { useNotify } from '../../../components/notifications/use-notify';
import { usePurchaseBoostMutation, usePurchaseTierUpgradeMutation } from '../../../api/shop';
import { formatCoins } from '../../../lib/format';

type Level = ShopBoostType['levels'][number];

const isTierUpgradeCode = (code: string): code is TierUpgradeCode => tierUpgradeLevels.some((level) => level.code === code);

/** Identifies one buy button, and its test id (`buy-{boostTypeId}-{level}`). */
export const buyKey = (boostType: Pick<ShopBoostType, 'id'>, level: Pick<Level, 'level'>) => `buy-${boostType.id}-${level.level}`;

/** A level the player is asked to confirm buying. */
export interface PendingSpend {
  boostType: ShopBoostType;
  level: Level;
}

/**
 * The Shop's buy button (spec §2, §5, §8): buys when the earned coins cover the cost (tier upgrades through their own
 * route), otherwise sends the player to the Challenges, where coins are earned: bought coins do not pay for boosts
 * (decision 0015), so the Bank cannot help. A cost above SHOP_CONFIRM_ABOVE_COINS waits for the player's confirmation
 * (`confirming`, then `confirm` or `cancel`). Each purchase carries a fresh Idempotency-Key.
 */
export function useBuyBoost() {
  const lotsQuery = useGetCoinLotsQuery();
  const [purchaseBoost] = usePurchaseBoostMutation();
  const [purchaseUpgrade] = usePurchaseTierUpgradeMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingSpend | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const t = shopTexts.shop;
  const earned = lotsQuery.data?.earned;

  const purchase = (boostType: ShopBoostType, level: Level) => {
    const idempotencyKey = newIdempotencyKey();
    if (boostType.category === 'upgrade' && isTierUpgradeCode(level.code)) {
      return purchaseUpgrade({ body: { upgradeType: level.code, cost: level.coinCost }, idempotencyKey }).unwrap();
    }
    return purchaseBoost({ body: { boostTypeId: boostType.id, level: level.level }, idempotencyKey }).unwrap();
  };

  const reportFailure = async (error: unknown, boostType: ShopBoostType, level: Level) => {
    const upgrade = boostType.category === 'upgrade';
    if (isApiError(error) && error.body?.error === 'insufficient_earned_coins') {
      // The balance shown was stale (spent elsewhere); the message quotes the current one.
      const latest = await lotsQuery
        .refetch()
        .unwrap()
        .catch(() => undefined);
      const have = formatCoins(latest?.earned ?? earned ?? 0);
      const cost = formatCoins(level.coinCost);
      const message = upgrade ? t.insufficientForUpgrade(cost, have) : t.insufficientForBoost(cost, have);
      notify({ title: t.insufficientEarnedCoinsTitle, message, severity: 'error' });
      return;
    }
    notify({ title: t.purchaseFailedTitle, message: serverMessage(error, upgrade ? t.upgradeFailed : t.boostFailed), severity: 'error' });
  };

  const spend = async (boostType: ShopBoostType, level: Level) => {
    setPending(buyKey(boostType, level));
    try {
      await purchase(boostType, level);
      notify({ title: t.purchasedTitle, message: t.purchasedMessage });
    } catch (error) {
      await reportFailure(error, boostType, level);
    } finally {
      setPending(null);
    }
  };

  const buy = async (boostType: ShopBoostType, level: Level) => {
    if (earned === undefined || earned < level.coinCost) {
      navigate(clientRoutes.challenges);
      return;
    }
    if (level.coinCost > SHOP_CONFIRM_ABOVE_COINS) {
      setConfirming({ boostType, level });
      return;
    }
    await spend(boostType, level);
  };

  const confirm = async () => {
    if (!confirming) return;
    setConfirming(null);
    await spend(confirming.boostType, confirming.level);
  };

  return { earned, pending, buy, confirming, confirm, cancel: () => setConfirming(null) };
}
