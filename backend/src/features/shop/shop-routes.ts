import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  IDEMPOTENCY_HEADER,
  apiRoutes,
  findOffer,
  findStyleItem,
  gameWeekOf,
  shopCatalogue,
  texts,
  tierUpgradeLevels,
  type BoostOffer,
} from '@fr/contracts';
import { playerStyles, purchasedBoosts } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { balanceOf, handlePlayerCommand } from '../player';
import { applyBoostToTeam } from './apply-boost';
import { boostAnswer } from './boost-answer';
import type { shopSlice } from './shop-slice';
import { stylesAnswer } from './style-answer';

/**
 * The shop's boosts and tier upgrades, purchases, the player's boosts and applying one to a team; the Style items,
 * buying one and choosing the one shown.
 */
export function shopRoutes(services: AppServices): Router {
  const router = new Router();
  const idempotent = { idempotencyStore: services.pool };

  async function purchase(userId: string, key: string | undefined, offer: BoostOffer, quotedCost?: number) {
    const commandId = key ? `idem:${key}` : `purchase:${randomUUID()}`;
    const boostId = eventIdFor(`boost:${userId}:${commandId}`);
    const result = await handlePlayerCommand<typeof shopSlice>(services, userId, {
      type: 'PurchaseBoost',
      commandId,
      boostId,
      offer,
      quotedCost,
    });
    const owned = result.state.boosts.get(boostId);
    if (!owned) throw new Error(`purchase ${commandId} decided without its boost`);
    return { message: texts.server.boostPurchased, boost: boostAnswer(owned), coins: balanceOf(result.state.wallet) };
  }

  contractRoute(router, apiRoutes.shopBoosts, async () => shopCatalogue());

  contractRoute(
    router,
    apiRoutes.shopPurchase,
    async ({ ctx, userId, body }) => {
      const offer = findOffer(body.boostTypeId, body.level);
      if (!offer) throw new AppError('validation_failed', texts.server.unknownBoost);
      return purchase(userId, ctx.get(IDEMPOTENCY_HEADER) || undefined, offer);
    },
    idempotent,
  );

  contractRoute(
    router,
    apiRoutes.tierUpgradePurchase,
    async ({ ctx, userId, body }) => {
      const level = tierUpgradeLevels.find((l) => l.code === body.upgradeType)!;
      return purchase(userId, ctx.get(IDEMPOTENCY_HEADER) || undefined, findOffer('tier-upgrade', level.level)!, body.cost);
    },
    idempotent,
  );

  contractRoute(router, apiRoutes.purchasedBoosts, async ({ userId }) => ({ boosts: await purchasedBoosts(services.pool, userId) }));

  contractRoute(
    router,
    apiRoutes.applyBoost,
    async ({ userId, body }) => {
      const boost = await applyBoostToTeam(services, userId, body.boostId, body.teamId, gameWeekOf(services.now()).id);
      return { message: texts.server.boostApplied, boost };
    },
    idempotent,
  );
  contractRoute(router, apiRoutes.shopStyles, async ({ userId }) => {
    const { owned, equipped } = await playerStyles(services.pool, userId);
    return stylesAnswer(new Set(owned), equipped);
  });

  contractRoute(
    router,
    apiRoutes.styleItemPurchase,
    async ({ ctx, userId, body }) => {
      const key = ctx.get(IDEMPOTENCY_HEADER) || undefined;
      const { id, coinCost } = findStyleItem(body.itemId)!;
      const result = await handlePlayerCommand<typeof shopSlice>(services, userId, {
        type: 'PurchaseStyle',
        commandId: key ? `idem:${key}` : `style:${randomUUID()}`,
        item: { id, coinCost },
      });
      const { owned, equipped } = result.state.styles;
      return { message: texts.server.stylePurchased, styles: stylesAnswer(owned, equipped), coins: balanceOf(result.state.wallet) };
    },
    idempotent,
  );

  contractRoute(
    router,
    apiRoutes.styleItemEquip,
    async ({ ctx, userId, body }) => {
      const key = ctx.get(IDEMPOTENCY_HEADER) || undefined;
      const result = await handlePlayerCommand<typeof shopSlice>(services, userId, {
        type: 'EquipStyle',
        commandId: key ? `idem:${key}` : `equip:${randomUUID()}`,
        itemId: body.itemId,
      });
      const { owned, equipped } = result.state.styles;
      return { message: texts.server.styleEquipped, styles: stylesAnswer(owned, equipped) };
    },
    idempotent,
  );
  return router;
}
