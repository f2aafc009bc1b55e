/** The last change of each catalogue item an admin edited; an item without a row is as shipped (the seed). */
export const catalogueSchemaSql = `
CREATE TABLE IF NOT EXISTS catalogue_items (
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  fields JSONB NOT NULL,
  admin_id TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (kind, item_id)
);
`;
