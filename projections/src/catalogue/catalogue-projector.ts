import { defineProjector } from '../projector';
import { catalogueSchemaSql } from './catalogue-schema';

/** The catalogue's live configuration: each edited item's newest fields. A replayed or older change moves nothing. */
export const catalogueProjector = defineProjector({
  name: 'catalogue',
  schemaSql: catalogueSchemaSql,
  tables: [{ name: 'catalogue_items', orderBy: 'kind, item_id' }],
  handlers: {
    CatalogueItemChanged: (client, data) =>
      client.query(
        `INSERT INTO catalogue_items (kind, item_id, version, fields, admin_id, changed_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (kind, item_id) DO UPDATE SET version = EXCLUDED.version, fields = EXCLUDED.fields,
           admin_id = EXCLUDED.admin_id, changed_at = EXCLUDED.changed_at
         WHERE catalogue_items.version < EXCLUDED.version`,
        [data.kind, data.itemId, data.version, JSON.stringify(data.fields), data.adminId, data.changedAt],
      ),
  },
});
