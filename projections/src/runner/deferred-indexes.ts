import type pg from 'pg';

/**
 * Drops indexes of `tables` and answers the statements that make them again, as the catalogue defines them now:
 * every index, keys and unique constraints included, or only those named in `only`. Filling a table and then indexing
 * it sorts each index once, where inserting into an indexed table walks the index's tree for every row. A build drops
 * what it does not read while it fills the tables and makes it again at its end. The tables are the caller's own and
 * resolve in its search path (a shadow schema's); the names come quoted from the catalogue. A name in `only` that is
 * not one of the tables' indexes is an error: a declaration naming an index that was renamed must not pass unnoticed.
 */
export async function dropIndexes(client: pg.PoolClient, tables: readonly string[], only?: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{
    table_name: string;
    index_name: string;
    name: string;
    constraint_name: string | null;
    definition: string;
  }>(
    `SELECT i.indrelid::regclass::text AS table_name, i.indexrelid::regclass::text AS index_name, ic.relname AS name,
       quote_ident(k.conname) AS constraint_name,
       CASE WHEN k.oid IS NULL THEN pg_get_indexdef(i.indexrelid) ELSE pg_get_constraintdef(k.oid) END AS definition
     FROM pg_index i
     JOIN pg_class ic ON ic.oid = i.indexrelid
     LEFT JOIN pg_constraint k ON k.conindid = i.indexrelid AND k.conrelid = i.indrelid
     WHERE i.indrelid = ANY (SELECT to_regclass(t)::oid FROM unnest($1::text[]) AS t)
     ORDER BY i.indexrelid`,
    [tables],
  );
  const dropped = only ? rows.filter((row) => only.includes(row.name)) : rows;
  const missing = only?.filter((name) => !dropped.some((row) => row.name === name)) ?? [];
  if (missing.length > 0) throw new Error(`No such index on ${tables.join(', ')}: ${missing.join(', ')}`);
  for (const row of dropped) {
    await client.query(
      row.constraint_name === null
        ? `DROP INDEX ${row.index_name}`
        : `ALTER TABLE ${row.table_name} DROP CONSTRAINT ${row.constraint_name}`,
    );
  }
  return dropped.map((row) =>
    row.constraint_name === null ? row.definition : `ALTER TABLE ${row.table_name} ADD CONSTRAINT ${row.constraint_name} ${row.definition}`,
  );
}
