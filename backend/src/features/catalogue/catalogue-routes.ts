import Router from '@koa/router';
import {
  apiRoutes,
  catalogueCardOf,
  catalogueFieldsOf,
  catalogueItemName,
  catalogueKinds,
  catalogueStream,
  partnerHostsOf,
  texts,
  withCatalogueFields,
  type CatalogueItemEntry,
  type CatalogueKind,
} from '@fr/contracts';
import { liveCatalogue } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { describePeople } from '../admin';
import { catalogueDecider, checkedFields } from './domain/catalogue-item';

/** The admin Catalogue section: the live catalogue, a preview of an edit as players would see it, and the edit. */
export function catalogueRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.adminCatalogue, async () => {
    const kinds = await Promise.all(catalogueKinds.map((kind) => liveCatalogue(services.pool, kind)));
    const people = await describePeople(
      services.pool,
      kinds.flat().flatMap((e) => (e.changedBy ? [e.changedBy] : [])),
    );
    const entries = catalogueKinds.flatMap((kind, i) =>
      kinds[i]!.map((e) => {
        const fields = catalogueFieldsOf(kind, e.item);
        return {
          kind,
          itemId: e.itemId,
          name: catalogueItemName(kind, fields),
          version: e.version,
          partner: e.partner,
          allowedHosts: [...partnerHostsOf(e.partner)],
          card: catalogueCardOf(kind, e.item),
          fields,
          changedBy: e.changedBy ? (people.get(e.changedBy) ?? null) : null,
          changedAt: e.changedAt,
        } as CatalogueItemEntry;
      }),
    );
    return { entries };
  });

  contractRoute(router, apiRoutes.adminCataloguePreview, async ({ params, body }) => {
    const kind: CatalogueKind = params.kind;
    const { entry, fields } = checkedFields(kind, body.itemId, body.fields);
    return { card: catalogueCardOf(kind, withCatalogueFields(entry.base, fields)) };
  });

  contractRoute(router, apiRoutes.adminCatalogueUpdate, async ({ admin, params, body }) => {
    const result = await services.commands.handle({
      streamId: catalogueStream(params.kind),
      decider: catalogueDecider,
      command: { type: 'ChangeItem', ...params, ...body, adminId: admin.adminId },
      context: { now: services.now() },
      eventId: () => eventIdFor(`catalogue:${body.commandId}`),
      metadata: { actor: admin.adminId, adminId: admin.adminId, command: 'ChangeCatalogueItem' },
    });
    // Every player's next request reads the new item, not only the admin's: the read model has it before the answer
    // leaves (readYourWrites would defer the wait to the admin's own next request).
    await services.waitForReadModels(result.position);
    return { message: texts.server.catalogueSaved, version: result.state.get(params.itemId)?.version ?? 0 };
  });

  return router;
}
